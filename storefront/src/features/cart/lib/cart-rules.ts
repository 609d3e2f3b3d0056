export const LOCKED_QUANTITY_MESSAGE = "Custom product don't have quantity";

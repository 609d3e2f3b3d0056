/** The spec's messages (point 5) that both the storefront and the server show. */
export const SHOP_MESSAGES = {
  selectSize: 'Please select a size',
  selectFrame: 'Please select a frame color',
  invalidFile: 'Invalid file provided',
  fileTooLarge: 'File size too large. Max 10MB allowed.',
  wrongFileType: 'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
} as const;

/** What the staff area says when the server has ended the staff session, and when a form's draft came back. */
export const STAFF_SESSION_MESSAGES = {
  sessionEnded: 'Your session has ended, please log in again',
  draftRestored: 'Your unsaved changes were restored',
} as const;

/** 'Please fill in the following required fields: Name, Font' */
export function requiredFieldsMessage(names: readonly string[]): string {
  return `Please fill in the following required fields: ${names.join(', ')}`;
}

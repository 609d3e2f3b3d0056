import { RULE_TEXTS, ruleText } from './rule-texts';

/** The spec's messages (point 5) that both the storefront and the server show. */
export const SHOP_MESSAGES = {
  selectSize: RULE_TEXTS['shop.selectSize'],
  selectFrame: RULE_TEXTS['shop.selectFrame'],
  invalidFile: RULE_TEXTS['shop.invalidFile'],
  fileTooLarge: RULE_TEXTS['shop.fileTooLarge'],
  wrongFileType: RULE_TEXTS['shop.wrongFileType'],
} as const;

/** What the staff area says when the server has ended the staff session, and when a form's draft came back. */
export const STAFF_SESSION_MESSAGES = {
  sessionEnded: 'Your session has ended, please log in again',
  draftRestored: 'Your unsaved changes were restored',
} as const;

/** 'Please fill in the following required fields: Name, Font' */
export function requiredFieldsMessage(names: readonly string[]): string {
  return ruleText('shop.requiredFields', { names: names.join(', ') });
}

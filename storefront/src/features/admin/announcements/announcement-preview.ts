/** Preview lengths of spec point 9: 150 characters, 100 on phones. */
export const PREVIEW_LENGTH = 150;
export const PHONE_PREVIEW_LENGTH = 100;

export function previewOf(message: string, limit: number): { text: string; cut: boolean } {
  if (message.length <= limit) return { text: message, cut: false };
  return { text: `${message.slice(0, limit).trimEnd()}...`, cut: true };
}

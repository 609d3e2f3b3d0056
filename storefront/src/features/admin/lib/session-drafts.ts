/**
 * Drafts of staff forms kept while the session ends (sessionStorage: this tab only, gone when it
 * closes), keyed by the screen and the item it edits. Files are never kept, only typed values.
 */
const PREFIX = 'staff-draft:';

export function draftKey(screen: string, itemId?: string): string {
  return `${PREFIX}${screen}${itemId ? `:${itemId}` : ''}`;
}

export function keepDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch (error) {
    // A full or disabled storage loses the draft, not the staff member's way back to the login.
    console.warn('Could not keep the unsaved changes', error);
  }
}

/** The draft kept under `key`, removed from storage as it is handed back (the form holds it again). */
export function takeDraft(key: string): Record<string, unknown> | null {
  const text = sessionStorage.getItem(key);
  if (text === null) return null;
  sessionStorage.removeItem(key);
  try {
    const draft: unknown = JSON.parse(text);
    return draft && typeof draft === 'object' && !Array.isArray(draft)
      ? (draft as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The values worth keeping: every field but `leaveOut` (picked files). */
export function valuesToKeep(values: Record<string, unknown>, leaveOut: readonly string[]) {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !leaveOut.includes(name)));
}

/** A kept draft laid over the form's values: only fields the form has, never the left-out ones. */
export function withDraft<T extends Record<string, unknown>>(
  values: T,
  draft: Record<string, unknown>,
  leaveOut: readonly string[],
): T {
  const restored = Object.entries(draft).filter(([name]) => name in values && !leaveOut.includes(name));
  return { ...values, ...Object.fromEntries(restored) };
}

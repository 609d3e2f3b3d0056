import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { draftKey, keepDraft, takeDraft, valuesToKeep, withDraft } from './session-drafts';

interface SessionDraftOptions<T> {
  /** The item the form edits, when the screen edits one of many. */
  itemId?: string;
  /** Fields not kept (picked files). */
  leaveOut?: readonly (keyof T & string)[];
}

/**
 * Keeps a form's typed values when the server ends the staff session mid-work (the 401 that sends
 * staff to log in) and puts them back (react-hook-form's reset) when staff are on this screen again.
 * Answers whether a draft was put back. A draft is handed back once: the form holds it from then on.
 */
export function useSessionDraft<T extends FieldValues, Output = T>(
  form: Pick<UseFormReturn<T, unknown, Output>, 'getValues' | 'reset'>,
  { itemId, leaveOut = [] }: SessionDraftOptions<T> = {},
): boolean {
  const { pathname } = useLocation();
  const key = draftKey(pathname, itemId);
  const [restored, setRestored] = useState(false);
  const kept = useRef({ form, leaveOut, pristine: '' });
  kept.current.form = form;
  kept.current.leaveOut = leaveOut;
  // The values as the form opened: a form nobody changed leaves no draft.
  if (!kept.current.pristine)
    kept.current.pristine = JSON.stringify(valuesToKeep(form.getValues(), leaveOut));

  useEffect(
    () =>
      onUnauthorized(() => {
        const { form: now, leaveOut: skipped, pristine } = kept.current;
        const values = valuesToKeep(now.getValues(), skipped);
        if (JSON.stringify(values) !== pristine) keepDraft(key, values);
      }),
    [key],
  );

  useEffect(() => {
    const draft = takeDraft(key);
    if (!draft) return;
    const { form: now, leaveOut: skipped } = kept.current;
    now.reset(withDraft(now.getValues(), draft, skipped), { keepDefaultValues: true });
    setRestored(true);
  }, [key]);

  return restored;
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { draftKey, keepDraft, takeDraft } from '../lib/session-drafts';

export interface AnnouncementDraft {
  id: string;
  message: string;
}

/**
 * The inline editor's draft across a session end (as `useSessionDraft` does for the forms): at the
 * 401 the message being typed is kept with its announcement; back on the screen it is handed back once.
 */
export function useAnnouncementDraft(editing: { id: string; original: string } | null) {
  const { pathname } = useLocation();
  const key = draftKey(pathname);
  const [restored, setRestored] = useState<AnnouncementDraft | null>(null);
  const typed = useRef<string | null>(null);
  const current = useRef(editing);
  if (current.current?.id !== editing?.id) typed.current = null;
  current.current = editing;

  useEffect(
    () =>
      onUnauthorized(() => {
        const now = current.current;
        if (now && typed.current !== null && typed.current !== now.original)
          keepDraft(key, { id: now.id, message: typed.current });
      }),
    [key],
  );

  useEffect(() => {
    const draft = takeDraft(key);
    if (draft && typeof draft.id === 'string' && typeof draft.message === 'string') {
      typed.current = draft.message;
      setRestored({ id: draft.id, message: draft.message });
    }
  }, [key]);

  return {
    restored,
    onType: (message: string) => {
      typed.current = message;
    },
    /** Saved or cancelled: the draft is spent. */
    forget: () => setRestored(null),
  };
}

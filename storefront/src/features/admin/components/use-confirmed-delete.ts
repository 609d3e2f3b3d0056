import { useState } from 'react';
import { toast } from '@/lib/toast';

interface ConfirmedDeleteOptions {
  remove: (id: string) => Promise<unknown>;
  /** Drops the item from the shown list once the server has deleted it. */
  onRemoved: (id: string) => void;
  successMessage: string;
  failureMessage: string;
}

/** A delete that waits for the staff member's confirmation (spec point 4, 'Delete flows'). */
export function useConfirmedDelete<T extends { id: string }>(options: ConfirmedDeleteOptions) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await options.remove(pending.id);
      options.onRemoved(pending.id);
      toast.success(options.successMessage);
    } catch (error) {
      console.warn(options.failureMessage, error);
      toast.error(options.failureMessage);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}

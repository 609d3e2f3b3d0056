import { Modal } from '@/components/modal';
import ui from './admin-ui.module.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation of the spec's delete flows: Cancel, or the destructive action. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="small"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className={ui.buttonGhost} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={ui.buttonDanger} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className={ui.confirmText}>{text}</p>
    </Modal>
  );
}

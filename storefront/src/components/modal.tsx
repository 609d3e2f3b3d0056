import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { useText } from '@/lib/i18n/use-text';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** False while an action runs: Escape, the backdrop and the close button then do nothing. */
  dismissible?: boolean;
  /** The element to focus first; the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
}

/**
 * The one modal of the shop, on the native `<dialog>`: `showModal()` makes the page behind inert and
 * keeps focus inside; Escape and a click on the backdrop close it; focus goes back to the opener.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'large',
  dismissible = true,
  initialFocus,
  hideTitle = false,
}: ModalProps) {
  const titleId = useId();
  const text = useText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dismiss = () => {
    if (dismissible) onClose();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once; the first focus is chosen on opening only
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[size]}`}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The dialog closes through React state only, so that the state and the page agree.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        dismiss();
      }}
      // The dialog box fills the element, so a click on the element itself is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && dismiss()}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            disabled={!dismissible}
            aria-label={text('modal.close')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>,
    document.body,
  );
}

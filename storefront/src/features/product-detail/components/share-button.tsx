import { toast } from '@/lib/toast';
import styles from './product-summary.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** Native share where the browser has it; otherwise the link goes to the clipboard (spec point 8). */
export function ShareButton({ title }: { title: string }) {
  const text = usePageText();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // The shopper closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('Sharing failed', error);
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(text('detail.linkCopied'), { autoClose: 1000 });
    } catch (error) {
      console.warn('Copying the product link failed', error);
    }
  };

  return (
    <button type="button" className={styles.share} onClick={share} aria-label={text('detail.share')}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
        </g>
      </svg>
    </button>
  );
}

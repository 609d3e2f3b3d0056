import { useEffect } from 'react';
import styles from './detail-sections.module.css';
import { Modal } from '@/components/modal';
import { usePageText } from '@/lib/i18n/page-texts';

/** The success modal closes itself after 3 seconds (spec point 9). */
export const REVIEW_SUCCESS_MS = 3000;

export function ReviewSubmittedDialog({ onClose }: { onClose: () => void }) {
  const text = usePageText();
  useEffect(() => {
    const timer = window.setTimeout(onClose, REVIEW_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <Modal title={text('review.submittedTitle')} onClose={onClose} size="small">
      <p className={styles.successText}>{text('review.submittedText')}</p>
    </Modal>
  );
}

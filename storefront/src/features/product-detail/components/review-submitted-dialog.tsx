import { useEffect } from 'react';
import styles from './detail-sections.module.css';
import { Modal } from '@/components/modal';

/** The success modal closes itself after 3 seconds (spec point 9). */
export const REVIEW_SUCCESS_MS = 3000;

export function ReviewSubmittedDialog({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, REVIEW_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <Modal title="Review Submitted!" onClose={onClose} size="small">
      <p className={styles.successText}>Thank you for sharing your thoughts about this product.</p>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';
import ui from './admin-ui.module.css';

interface DetailsModalProps {
  title: string;
  size?: 'small' | 'large';
  onClose: () => void;
  /** Shows an Edit button beside Close when given. */
  onEdit?: () => void;
  children: ReactNode;
}

/** A staff record's details: read-only, with Close (and Edit where the record can be edited). */
export function DetailsModal({ title, size, onClose, onEdit, children }: DetailsModalProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <button type="button" className={ui.buttonGhost} onClick={onClose}>
            Close
          </button>
          {onEdit && (
            <button type="button" className={ui.button} onClick={onEdit}>
              Edit
            </button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  );
}

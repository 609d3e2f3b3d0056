import type { FormEventHandler, ReactNode } from 'react';
import { useShopSettings } from '@/api/shop-settings';
import styles from './staff-card.module.css';

interface StaffCardProps {
  title: string;
  /** The heading's id, which names the form. */
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The card of the staff screens outside the staff area (login, set-password): the shop's name over a form. */
export function StaffCard({ title, titleId, onSubmit, children }: StaffCardProps) {
  const { shopName } = useShopSettings();
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <p className={styles.brand}>{shopName}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </form>
    </main>
  );
}

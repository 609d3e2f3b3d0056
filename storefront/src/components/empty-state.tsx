import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text: string;
}

/** What a list shows when it has nothing to show, in the spec's words. */
export function EmptyState({ title, text }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="6" y="8" width="36" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M6 32l10-10 8 8 6-6 12 12" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="32" cy="17" r="3.5" fill="currentColor" />
      </svg>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
    </div>
  );
}

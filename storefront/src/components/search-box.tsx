import styles from './search-box.module.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; the placeholder when absent. */
  label?: string;
}

/** A rounded search field with its magnifier, for the shop's listings and the staff lists. */
export function SearchBox({ value, onChange, placeholder, label = placeholder }: SearchBoxProps) {
  return (
    <label className={styles.search}>
      <span className="visually-hidden">{label}</span>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

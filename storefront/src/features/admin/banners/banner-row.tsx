import { type Banner, imageAtWidth } from '@shop/contracts';
import type { ReactNode } from 'react';
import ui from '../components/admin-ui.module.css';
import styles from './banners.module.css';

interface BannerRowProps {
  banner: Banner;
  /** Its place in the carousel, from 1. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onToggleHidden: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The edit form, in place of the row's texts while it is edited. */
  editor?: ReactNode;
}

/** One banner of the staff list: its thumbnail, texts and state, and what staff can do with it. */
export function BannerRow(props: BannerRowProps) {
  const { banner, number, isFirst, isLast, busy, editor } = props;
  const name = `banner ${number}`;
  return (
    <li className={`${ui.card} ${styles.row}`} aria-label={`Banner ${number}`}>
      <img
        className={styles.thumbnail}
        src={imageAtWidth(banner.picture, 320)}
        alt={banner.alt}
        width={160}
        height={70}
        loading="lazy"
      />
      {editor ?? (
        <div className={styles.texts}>
          <p className={styles.alt}>{banner.alt}</p>
          {banner.title && <p className={styles.title}>{banner.title}</p>}
          {banner.subtitle && <p>{banner.subtitle}</p>}
          {banner.link && <p className={styles.link}>Links to {banner.link}</p>}
          {banner.hidden && <span className={ui.badge}>Hidden</span>}
        </div>
      )}
      {!editor && (
        <div className={styles.buttons}>
          <button
            type="button"
            className={ui.buttonSmall}
            aria-label={`Move ${name} up`}
            disabled={busy || isFirst}
            onClick={() => props.onMove(-1)}
          >
            ↑ Up
          </button>
          <button
            type="button"
            className={ui.buttonSmall}
            aria-label={`Move ${name} down`}
            disabled={busy || isLast}
            onClick={() => props.onMove(1)}
          >
            ↓ Down
          </button>
          <button
            type="button"
            className={ui.buttonSmall}
            aria-label={`${banner.hidden ? 'Show' : 'Hide'} ${name}`}
            disabled={busy}
            onClick={props.onToggleHidden}
          >
            {banner.hidden ? 'Show' : 'Hide'}
          </button>
          <button
            type="button"
            className={ui.buttonSmall}
            aria-label={`Edit ${name}`}
            disabled={busy}
            onClick={props.onEdit}
          >
            Edit
          </button>
          <button
            type="button"
            className={ui.buttonDanger}
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={props.onDelete}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

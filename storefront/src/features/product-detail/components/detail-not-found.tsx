import { Link } from 'react-router';
import type { DetailPageConfig } from '../lib/detail-item';
import styles from './detail-view.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** 'Product Not Found', with the page's way back (spec point 2). */
export function DetailNotFound({ config }: { config: DetailPageConfig }) {
  const text = usePageText();
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{text('detail.notFoundTitle')}</h1>
      <p>{text('detail.notFoundText')}</p>
      <Link className={styles.notFoundButton} to={config.notFoundPath}>
        {text(config.notFoundButton)}
      </Link>
    </div>
  );
}

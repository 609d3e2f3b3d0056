import { Link } from 'react-router';
import type { DetailPageConfig } from '../lib/detail-item';
import styles from './detail-view.module.css';

/** 'Product Not Found', with the page's way back (spec point 2). */
export function DetailNotFound({ config }: { config: DetailPageConfig }) {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>Product Not Found</h1>
      <p>The product you are looking for does not exist or is no longer available.</p>
      <Link className={styles.notFoundButton} to={config.notFoundPath}>
        {config.notFoundButton}
      </Link>
    </div>
  );
}

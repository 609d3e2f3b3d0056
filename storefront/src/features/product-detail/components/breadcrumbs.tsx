import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './breadcrumbs.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

interface BreadcrumbsProps {
  listLabel: string;
  listPath: string;
  current: string;
}

/** Home / All-Products (or All-Customize-Products) / name (spec point 2). */
export function Breadcrumbs({ listLabel, listPath, current }: BreadcrumbsProps) {
  const text = usePageText();
  return (
    <nav aria-label={text('detail.breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to={paths.home}>{text('nav.home')}</Link>
        </li>
        <li>
          <Link to={listPath}>{listLabel}</Link>
        </li>
        <li aria-current="page" className={styles.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}

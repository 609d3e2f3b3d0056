import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from '../thank-you-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** The private tracking link of the order just placed: keep it to follow the order without typing anything. */
export function TrackingLink({ token }: { token: string }) {
  const path = paths.trackOrderByToken(token);
  const text = usePageText();
  return (
    <section className={styles.card} aria-labelledby="track-order">
      <h2 id="track-order" className={styles.heading}>
        {text('nav.trackOrder')}
      </h2>
      <p>{text('thankYou.keepPrivateLink')}</p>
      <p className={styles.privateLink}>
        <Link to={path} dir="ltr">{`${window.location.origin}${path}`}</Link>
      </p>
      <p>
        {text('thankYou.lookUpBefore')} <Link to={paths.trackOrder}>{text('nav.trackOrder')}</Link>{' '}
        {text('thankYou.lookUpAfter')}
      </p>
    </section>
  );
}

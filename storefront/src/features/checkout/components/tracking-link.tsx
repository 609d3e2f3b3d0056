import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from '../thank-you-page.module.css';

/** The private tracking link of the order just placed: keep it to follow the order without typing anything. */
export function TrackingLink({ token }: { token: string }) {
  const path = paths.trackOrderByToken(token);
  return (
    <section className={styles.card} aria-labelledby="track-order">
      <h2 id="track-order" className={styles.heading}>
        Track Your Order
      </h2>
      <p>Keep this private link to see each step of your order:</p>
      <p>
        <Link to={path}>{`${window.location.origin}${path}`}</Link>
      </p>
      <p>
        Or look it up any time on <Link to={paths.trackOrder}>Track Your Order</Link> with your order number
        and phone number.
      </p>
    </section>
  );
}

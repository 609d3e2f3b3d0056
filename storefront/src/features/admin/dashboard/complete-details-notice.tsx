import { hasSampleDetails } from '@shop/contracts';
import { Link } from 'react-router';
import useSWR from 'swr';
import { fetchShopSettings, SHOP_SETTINGS_PATH } from '@/api/shop-settings';
import { paths } from '@/config/paths';
import { useIsOwner } from '../lib/staff-role';
import styles from './dashboard.module.css';

/** Shown while the shop still shows sample contact details to shoppers. */
export function CompleteDetailsNotice() {
  // The stored settings only: the samples shown before they load must not flash the notice.
  const { data } = useSWR(SHOP_SETTINGS_PATH, fetchShopSettings);
  const isOwner = useIsOwner();
  if (!data || !hasSampleDetails(data)) return null;
  return (
    <section className={styles.notice} aria-label="Complete your shop's details">
      <p>
        <strong>Complete your shop's details.</strong> Shoppers still see sample values for your shop's name,
        phone, e-mail or address.
      </p>
      {isOwner ? (
        <Link to={paths.admin.shopSettings}>Open Shop settings</Link>
      ) : (
        <p>Ask the shop owner to complete them in Shop settings.</p>
      )}
    </section>
  );
}

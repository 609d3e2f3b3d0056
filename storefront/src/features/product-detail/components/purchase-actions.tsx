import { useId } from 'react';
import { missingFieldsNotice } from '../lib/custom-fields';
import { purchaseMessage } from '../lib/purchase-rules';
import type { DetailItem } from '../lib/detail-item';
import { type Purchase, usePurchaseActions } from '../lib/use-purchase';
import styles from './purchase-options.module.css';

/** Add to Cart and Buy Now, with the reason they are off when they are (spec point 4). */
export function PurchaseActions({ item, purchase }: { item: DetailItem; purchase: Purchase }) {
  const noticeId = useId();
  const { actions, missingFields } = usePurchaseActions(purchase, item);
  const { uploading } = purchase;
  // While a photo uploads, that is the reason to wait, even if the field it fills is still empty.
  const notice = uploading
    ? purchaseMessage.uploading()
    : missingFields.length > 0
      ? missingFieldsNotice(missingFields)
      : '';
  return (
    <div className={styles.actions}>
      <p id={noticeId} className={notice ? styles.notice : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.addButton}
          onClick={purchase.addToCart}
          disabled={!actions.enabled}
          aria-describedby={notice ? noticeId : undefined}
        >
          {actions.addLabel}
        </button>
        <button
          type="button"
          className={styles.buyButton}
          onClick={purchase.buyNow}
          disabled={!actions.enabled}
          aria-describedby={notice ? noticeId : undefined}
        >
          {actions.buyLabel}
        </button>
      </div>
    </div>
  );
}

import { discountPercent, formatRupees, type PricedSize, priceOfSize } from '@shop/contracts';
import styles from './product-summary.module.css';
import { Rupees } from '@/components/rupees';
import { isolated, usePageText } from '@/lib/i18n/page-texts';

interface DetailPriceProps {
  size?: PricedSize;
  fallbackPrice: number | null;
}

/** Price with discount percent, the actual price struck through and 'Save Rs. X' (spec point 9). */
export function DetailPrice({ size, fallbackPrice }: DetailPriceProps) {
  const text = usePageText();
  if (!size) {
    return fallbackPrice ? (
      <p className={styles.price}>
        <span className={styles.current}>
          <Rupees amount={fallbackPrice} />
        </span>
      </p>
    ) : (
      <p className={styles.contactPrice}>{text('product.contactForPrice')}</p>
    );
  }
  const price = priceOfSize(size);
  const percent = discountPercent(size.actualPrice, size.discountedPrice);
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        <span className={styles.current}>
          <Rupees amount={price} />
        </span>
        {percent > 0 && (
          <>
            {' '}
            <del className={styles.actual}>
              <span className="visually-hidden">{`${text('product.was')} `}</span>
              <Rupees amount={size.actualPrice} />
            </del>{' '}
            <span className={styles.percent}>{text('detail.percentOff', { percent })}</span>
          </>
        )}
      </p>
      {percent > 0 && (
        <p className={styles.save}>
          {text('detail.save', { amount: isolated(formatRupees(size.actualPrice - price)) })}
        </p>
      )}
    </div>
  );
}

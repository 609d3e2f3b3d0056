import { type PricedSize, priceOfSize } from '@shop/contracts';
import styles from './product-price.module.css';
import { Rupees } from '@/components/rupees';
import { useText } from '@/lib/i18n/use-text';

interface ProductPriceProps {
  sizes?: readonly PricedSize[];
}

/** The listing price: the first size's price, its actual price struck through when discounted (spec point 9). */
export function ProductPrice({ sizes }: ProductPriceProps) {
  const text = useText();
  const first = sizes?.[0];
  if (!first || typeof first.actualPrice !== 'number') {
    return <p className={styles.contact}>{text('product.contactForPrice')}</p>;
  }
  const price = priceOfSize(first);
  const discounted = price < first.actualPrice;
  return (
    <p className={styles.price}>
      <span className={styles.current}>
        <Rupees amount={price} />
      </span>
      {discounted && (
        <>
          {' '}
          <del className={styles.actual}>
            <span className="visually-hidden">{text('product.was')} </span>
            <Rupees amount={first.actualPrice} />
          </del>
        </>
      )}
    </p>
  );
}

import { type PricedSize, priceOfSize } from '@shop/contracts';
import styles from './product-price.module.css';
import { Rupees } from '@/components/rupees';

interface ProductPriceProps {
  sizes?: readonly PricedSize[];
}

/** The listing price: the first size's price, its actual price struck through when discounted (spec point 9). */
export function ProductPrice({ sizes }: ProductPriceProps) {
  const first = sizes?.[0];
  if (!first || typeof first.actualPrice !== 'number') {
    return <p className={styles.contact}>Contact for price</p>;
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
            <span className="visually-hidden">was </span>
            <Rupees amount={first.actualPrice} />
          </del>
        </>
      )}
    </p>
  );
}

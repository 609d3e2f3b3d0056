import { formatRupees, imageSources, type OrderItem } from '@shop/contracts';
import { CustomDetails } from './custom-details';
import styles from './orders.module.css';

interface OrderItemCardProps {
  item: OrderItem;
  orderNumber: string;
  itemNumber: number;
}

export function OrderItemCard({ item, orderNumber, itemNumber }: OrderItemCardProps) {
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        {item.image ? (
          <img {...imageSources(item.image, '80px', 160)} alt="" className={styles.itemImage} />
        ) : (
          <span className={styles.itemImage} aria-hidden="true" />
        )}
        <div>
          <p className={styles.itemName}>{item.name}</p>
          <dl className={styles.itemFacts}>
            <div>
              <dt>Size</dt>
              <dd>{item.size || 'N/A'}</dd>
            </div>
            <div>
              <dt>Frame</dt>
              <dd>{item.frame || 'N/A'}</dd>
            </div>
            <div>
              <dt>Quantity</dt>
              <dd>{item.quantity}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatRupees(item.price)}</dd>
            </div>
          </dl>
        </div>
      </div>
      {item.customFields && (
        <CustomDetails
          fields={item.customFields}
          photoCrops={item.photoCrops}
          fieldScripts={item.fieldScripts}
          orderNumber={orderNumber}
          itemNumber={itemNumber}
        />
      )}
    </li>
  );
}

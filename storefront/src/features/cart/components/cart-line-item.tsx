import { LinePicture } from '@/components/line-picture/line-picture';
import { type CartLine, isCustomLine } from '@/lib/cart';
import { QuantityStepper } from '@/components/quantity-stepper';
import styles from './cart-line-item.module.css';
import { CustomDetails } from './custom-details';
import { Rupees } from '@/components/rupees';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';

interface CartLineItemProps {
  line: CartLine;
  /** The most this line may hold: what the product's other lines leave of its stock. */
  max: number;
  /** Why the quantity stops where it does, when the owner's limit stops it: contact the shop for more. */
  limitNote?: string | null;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture (a personalised line's preview), name, size, frame, custom details, quantity, price and Remove (spec point 2). */
export function CartLineItem({ line, max, limitNote, onQuantityChange, onRemove }: CartLineItemProps) {
  const custom = isCustomLine(line);
  const name = useCatalogueTexts().nameOf(line);
  const text = usePageText();
  return (
    <li className={styles.line}>
      <LinePicture
        templateId={custom ? line.id : null}
        name={name}
        image={line.image}
        values={line.customFields}
        photoCrops={line.photoCrops}
        fieldScripts={line.fieldScripts}
        width={96}
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        <ul className={styles.facts}>
          {line.size ? <li>{text('order.lineSize', { size: line.size })}</li> : null}
          {line.frame ? <li>{text('order.lineFrame', { frame: line.frame })}</li> : null}
          <li>
            <Rupees amount={line.price} /> {text('cart.each')}
          </li>
        </ul>
        {line.customFields && <CustomDetails fields={line.customFields} />}
        <div className={styles.controls}>
          {custom ? (
            <p className={styles.locked}>
              {text('order.lineQuantity', { quantity: line.quantity })}{' '}
              <span>({text('cart.lockedQuantity')})</span>
            </p>
          ) : (
            <QuantityStepper
              legend={<legend className="visually-hidden">{text('cart.quantityOf', { name })}</legend>}
              itemName={name}
              value={line.quantity}
              max={max}
              onChange={onQuantityChange}
            />
          )}
          <p className={styles.lineTotal}>
            <Rupees amount={line.price * line.quantity} />
          </p>
          {limitNote && (
            <p className={styles.limitNote} role="status">
              {limitNote}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={text('cart.remove', { name })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}

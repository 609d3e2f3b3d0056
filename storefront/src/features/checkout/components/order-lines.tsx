import { type FieldScripts, isUploadedImage, type PhotoCrops } from '@shop/contracts';
import { LinePicture } from '@/components/line-picture/line-picture';
import styles from './order-lines.module.css';
import { Rupees } from '@/components/rupees';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { usePageText } from '@/lib/i18n/page-texts';

export interface OrderLineView {
  key: string;
  /** The item's id: a personalised line is drawn from its template's layout. */
  id: string;
  name: string;
  nameUr?: string;
  image?: string | null;
  size?: string | null;
  frame?: string | null;
  quantity: number;
  price: number;
  customFields?: Record<string, unknown>;
  photoCrops?: PhotoCrops;
  fieldScripts?: FieldScripts;
}

/** A line the shopper personalised: a template's, with values (products take none). */
const isPersonalised = (line: OrderLineView) => Object.keys(line.customFields ?? {}).length > 0;

/** The ordered lines: picture (a personalised line's preview), name, size, frame, custom details, quantity and price. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const { nameOf } = useCatalogueTexts();
  const text = usePageText();
  return (
    <ul className={styles.items}>
      {lines.map((line) => {
        const details = Object.entries(line.customFields ?? {}).filter(
          ([, value]) => typeof value === 'string',
        );
        return (
          <li key={line.key} className={styles.item}>
            <LinePicture
              templateId={isPersonalised(line) ? line.id : null}
              name={nameOf(line)}
              image={line.image}
              values={line.customFields}
              photoCrops={line.photoCrops}
              fieldScripts={line.fieldScripts}
              width={56}
              className={styles.itemImage}
            />
            <div className={styles.itemBody}>
              <p className={styles.itemName}>{nameOf(line)}</p>
              <p className={styles.itemFacts}>
                {[
                  line.size && text('order.lineSize', { size: line.size }),
                  line.frame && text('order.lineFrame', { frame: line.frame }),
                  text('order.lineQuantity', { quantity: line.quantity }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {details.length > 0 && (
                <p className={styles.itemFacts}>
                  {details
                    .map(
                      ([key, value]) =>
                        `${key}: ${isUploadedImage(String(value)) ? text('order.uploadedImage') : value}`,
                    )
                    .join(' · ')}
                </p>
              )}
            </div>
            <p className={styles.itemPrice}>
              <Rupees amount={line.price * line.quantity} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

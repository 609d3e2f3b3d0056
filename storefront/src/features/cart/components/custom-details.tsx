import { isUploadedImage } from '@shop/contracts';
import styles from './cart-line-item.module.css';

/** A custom line's details: text by field name, uploaded images as thumbnails. */
export function CustomDetails({ fields }: { fields: Record<string, string> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <dl className={styles.details}>
      {entries.map(([key, value]) => (
        <div key={key} className={styles.detail}>
          <dt>{key}:</dt>
          <dd>
            {isUploadedImage(value) ? (
              <img
                className={styles.detailImage}
                src={value}
                alt={key}
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

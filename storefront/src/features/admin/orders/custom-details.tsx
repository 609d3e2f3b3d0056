import {
  cropOfField,
  type FieldScripts,
  isImageValue,
  type PhotoCrops,
  SCRIPT_DIRECTIONS,
  SCRIPT_LANGUAGES,
  SCRIPT_NOTES,
  scriptOfField,
} from '@shop/contracts';
import { CustomImageValue } from './custom-image-value';
import { customValueText, downloadNameOf, photoCropText } from './custom-values';
import styles from './orders.module.css';
import { shopUploadUrl } from './shop-upload-url';

interface CustomDetailsProps {
  fields: Record<string, unknown>;
  /** How the shopper cropped each photo: the proof and the print use it. */
  photoCrops?: PhotoCrops;
  /** The script the shopper chose for each text field that offered both: the proof and the print use it. */
  fieldScripts?: FieldScripts;
  orderNumber: string;
  itemNumber: number;
}

/**
 * What the customer filled in to customise the item: text by key, pictures with view and download.
 * Only pictures among the shop's own uploads become links; any other address is shown as text.
 */
export function CustomDetails({
  fields,
  photoCrops,
  fieldScripts,
  orderNumber,
  itemNumber,
}: CustomDetailsProps) {
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <div className={styles.customDetails}>
      <h4 className={styles.customTitle}>Custom Details</h4>
      <dl className={styles.customList}>
        {entries.map(([key, value]) => {
          const picture = isImageValue(value) ? shopUploadUrl(value) : null;
          const crop = cropOfField(photoCrops, key);
          const script = scriptOfField(fieldScripts, key);
          return (
            <div key={key} className={styles.customEntry}>
              <dt>{key}</dt>
              <dd>
                {picture ? (
                  <CustomImageValue
                    label={key}
                    url={picture}
                    fileName={downloadNameOf(key, orderNumber, itemNumber)}
                  />
                ) : script ? (
                  <span dir={SCRIPT_DIRECTIONS[script]} lang={SCRIPT_LANGUAGES[script]}>
                    {customValueText(value)}
                  </span>
                ) : (
                  customValueText(value)
                )}
                {crop && <p className={styles.cropNote}>{photoCropText(crop)}</p>}
                {script && <p className={styles.cropNote}>{SCRIPT_NOTES[script]}</p>}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

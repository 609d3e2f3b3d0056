import type { DetailItem } from '../lib/detail-item';
import { asksFrameColor, type SizedImage } from '@shop/contracts';
import { useMemo } from 'react';
import { type Purchase, useTypedValues } from '../lib/use-purchase';
import { CustomizeForm } from './customize-form';
import { FrameColorSelect } from './frame-color-select';
import { LazyLivePreview } from './live-preview/lazy-live-preview';
import { PurchaseActions } from './purchase-actions';
import styles from './purchase-options.module.css';
import { QuantityStepper } from '@/components/quantity-stepper';
import { SizePicker } from './size-picker';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { usePageText } from '@/lib/i18n/page-texts';

function localPhotosOf(uploads: Purchase['uploads']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(uploads).map(([fieldName, upload]) => [fieldName, upload.localUrl]),
  );
}

interface TypedProps {
  item: DetailItem;
  purchase: Purchase;
}

/** The live preview, redrawn as the shopper types (decision 0069). */
function TypedPreview({ item, picture, purchase }: TypedProps & { picture: SizedImage }) {
  const { values, fieldScripts } = useTypedValues(purchase, item.fields);
  const localPhotos = useMemo(() => localPhotosOf(purchase.uploads), [purchase.uploads]);
  return (
    <LazyLivePreview
      name={item.name}
      picture={picture}
      fields={item.fields}
      values={values}
      localPhotos={localPhotos}
      photoCrops={purchase.selection.photoCrops}
      onPhotoCrop={purchase.setPhotoCrop}
      fieldScripts={fieldScripts}
    />
  );
}

/** 'Customize Your Product', redrawn as the shopper types. */
function TypedForm({ item, purchase }: TypedProps) {
  const { values, fieldScripts, missingFields } = useTypedValues(purchase, item.fields);
  return (
    <CustomizeForm
      fields={item.fields}
      values={values}
      onChange={purchase.setCustomValue}
      fieldScripts={fieldScripts}
      onScriptChange={purchase.setFieldScript}
      uploads={purchase.uploads}
      photoQualities={purchase.photoQualities}
      onImageSelected={purchase.startUpload}
      missingFields={missingFields}
    />
  );
}

/** Size, frame colour, custom fields, quantity and the two buttons, in the spec's order (point 2). */
export function PurchasePanel({ item, purchase }: { item: DetailItem; purchase: Purchase }) {
  const { selection, error } = purchase;
  const picture = item.images[0];
  const sayRule = useRuleText();
  const text = usePageText();
  return (
    <div className={styles.panel}>
      {item.sizes.length > 0 && (
        <SizePicker
          sizes={item.sizes}
          value={selection.sizeIndex}
          onChange={purchase.setSize}
          category={item.category}
          error={error?.field === 'size' ? sayRule(error.message) : undefined}
        />
      )}
      {asksFrameColor(item) && (
        <FrameColorSelect
          colors={item.frameColors}
          value={selection.frame}
          onChange={purchase.setFrame}
          error={error?.field === 'frame' ? sayRule(error.message) : undefined}
        />
      )}
      {item.kind === 'template' && picture && item.fields.some((field) => field.layout) && (
        <TypedPreview item={item} picture={picture} purchase={purchase} />
      )}
      {item.kind === 'template' && item.fields.length > 0 && <TypedForm item={item} purchase={purchase} />}
      <QuantityStepper
        legend={<legend className={styles.label}>{text('quantity.label')}</legend>}
        large
        className={styles.quantity}
        value={selection.quantity}
        max={purchase.maxQuantity}
        onChange={purchase.setQuantity}
        disabled={item.stock <= 0}
      />
      {purchase.limitNote && (
        <p className={styles.limitNote} role="status">
          {purchase.limitNote}
        </p>
      )}
      <PurchaseActions item={item} purchase={purchase} />
    </div>
  );
}

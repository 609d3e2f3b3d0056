import {
  cartAtStockMessage,
  cartPartlyAddedMessage,
  contactForMoreMessage,
  croppedPixels,
  cropOfField,
  type FieldScript,
  type PhotoCrop,
  type PrintQuality,
  printQuality,
  requiredFieldsMessage,
  scriptsOfFields,
} from '@shop/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';
import { paths } from '@/config/paths';
import { randomId } from '@/lib/random-id';
import { useShopSettings } from '@/api/shop-settings';
import { atUnitLimit, type NewCartLine, useCart } from '@/lib/cart';
import { initialCustomValues, invalidCustomValue, missingRequiredFields } from './custom-fields';
import type { DetailItem } from './detail-item';
import {
  cartLineOf,
  chosenSize,
  clampQuantity,
  initialSelection,
  purchaseMessage,
  purchaseActions,
  selectionError,
} from './purchase-rules';
import { useImageUploads } from './use-image-uploads';
import { createCustomValuesStore, useCustomValues, useDerivedFromCustomValues } from './custom-values-store';
import { scriptOfLocale } from './field-scripts';
import { pageText } from '@/lib/i18n/page-texts';
import { useShopLocale } from '@/lib/i18n/use-text';

/** The shopper's choices on a detail page and the Add to Cart / Buy Now rules (spec points 4 and 5). */
export function usePurchase(item: DetailItem) {
  const { addLine } = useCart();
  const unitLimit = useShopSettings().maxUnitsPerOrder;
  // The quantity stops at the stock and at the owner's limit on units of one item per order.
  const maxQuantity = Math.min(item.stock, unitLimit);
  const navigate = useNavigate();
  const sayRule = useRuleText();
  const { nameOf } = useCatalogueTexts();
  const [customValues] = useState(() => createCustomValuesStore(initialCustomValues(item.fields)));
  const [selection, setSelection] = useState(() => initialSelection(item));
  const [error, setError] = useState<ReturnType<typeof selectionError>>(null);

  const setCustomValue = customValues.set;
  const { uploads, startUpload, uploading } = useImageUploads(setCustomValue);
  const setPhotoCrop = useCallback((fieldName: string, crop: PhotoCrop | null) => {
    setSelection((current) => {
      const { [fieldName]: _replaced, ...others } = current.photoCrops;
      return { ...current, photoCrops: crop ? { ...others, [fieldName]: crop } : others };
    });
  }, []);
  // A new photo starts uncropped: the old crop was of another picture.
  const pickPhoto = useCallback(
    (fieldName: string, file: unknown) => {
      setPhotoCrop(fieldName, null);
      return startUpload(fieldName, file);
    },
    [setPhotoCrop, startUpload],
  );

  const setFieldScript = useCallback((fieldName: string, script: FieldScript) => {
    setSelection((current) => ({
      ...current,
      pickedScripts: { ...current.pickedScripts, [fieldName]: script },
    }));
  }, []);
  const pageScript = scriptOfLocale(useShopLocale());
  const sizeLabel = chosenSize(item, selection.sizeIndex)?.size ?? '';
  // How each uploaded photo, as cropped, prints at the chosen size (null where the size names no print size).
  const photoQualities = useMemo(() => {
    const labels = item.sizes.map((size) => size.size ?? '');
    const qualities: Record<string, PrintQuality | null> = {};
    for (const [fieldName, upload] of Object.entries(uploads)) {
      const pixels =
        upload.pixels && croppedPixels(upload.pixels, cropOfField(selection.photoCrops, fieldName));
      qualities[fieldName] = pixels ? printQuality(pixels, sizeLabel, labels, item.printSizes) : null;
    }
    return qualities;
  }, [item.sizes, item.printSizes, uploads, sizeLabel, selection.photoCrops]);

  const setSize = (sizeIndex: string) => {
    setSelection((current) => ({ ...current, sizeIndex }));
    if (error?.field === 'size') setError(null);
  };
  const setFrame = (frame: string) => {
    setSelection((current) => ({ ...current, frame }));
    if (error?.field === 'frame') setError(null);
  };
  const setQuantity = (quantity: number) =>
    setSelection((current) => ({ ...current, quantity: clampQuantity(quantity, maxQuantity) }));

  /** The cart line when every rule passes; otherwise the reason is shown and null returned. */
  const lineIfReady = (): NewCartLine | null => {
    if (item.stock <= 0) return null;
    if (uploading) {
      toast.warn(purchaseMessage.uploading());
      return null;
    }
    const values = customValues.values();
    const missingFields = missingRequiredFields(item.fields, values);
    const invalid = invalidCustomValue(item.fields, values);
    if (invalid) {
      toast.warn(sayRule(invalid));
      return null;
    }
    if (missingFields.length > 0) {
      toast.warn(sayRule(requiredFieldsMessage(missingFields)));
      return null;
    }
    const problem = selectionError(item, selection);
    setError(problem);
    if (problem) return null;
    const tooSmall = Object.values(photoQualities).find((quality) => quality?.verdict === 'too-small');
    if (tooSmall) {
      toast.warn(sayRule(tooSmall.message));
      return null;
    }
    const fieldScripts = scriptsOfFields(item.fields, values, selection.pickedScripts, pageScript);
    return cartLineOf(item, { ...selection, customValues: values }, item.fields, fieldScripts);
  };

  const addToCart = () => {
    const line = lineIfReady();
    if (!line) return;
    try {
      const added = addLine(line, unitLimit);
      if (added < line.quantity && atUnitLimit(unitLimit, item.stock, unitLimit))
        toast.warn(sayRule(contactForMoreMessage(unitLimit)));
      else if (added === 0) toast.warn(sayRule(cartAtStockMessage(nameOf(item), item.stock)));
      else if (added < line.quantity) toast.warn(sayRule(cartPartlyAddedMessage(nameOf(item), added)));
      else toast.success(pageText('detail.addedToCart', { name: nameOf(item) }), { autoClose: 1000 });
    } catch (cause) {
      console.warn('Adding to the cart failed', cause);
      toast.error(purchaseMessage.addFailed());
    }
  };

  const buyNow = () => {
    const line = lineIfReady();
    if (!line) return;
    navigate(paths.checkout, { state: { items: [{ ...line, cartId: randomId() }] } });
  };

  return {
    selection,
    /** The custom values, read by the form and the preview. */
    customValues,
    size: chosenSize(item, selection.sizeIndex),
    error,
    setSize,
    setFrame,
    setQuantity,
    maxQuantity,
    /** Shown under the quantity once the owner's limit, not the stock, stops it. */
    limitNote: atUnitLimit(selection.quantity, item.stock, unitLimit)
      ? sayRule(contactForMoreMessage(unitLimit))
      : null,
    setCustomValue,
    uploads,
    photoQualities,
    setPhotoCrop,
    pageScript,
    setFieldScript,
    startUpload: pickPhoto,
    uploading,
    addToCart,
    buyNow,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

/**
 * The custom values as typed, with what the form and the preview show of them: each field's script
 * (the one picked, else the text's, else the page's: decision 0064) and the required fields still blank.
 * Read where they are shown, so a keystroke redraws those parts only (decision 0069).
 */
export function useTypedValues(purchase: Purchase, fields: DetailItem['fields']) {
  const values = useCustomValues(purchase.customValues);
  const { pickedScripts } = purchase.selection;
  const fieldScripts = useMemo(
    () => scriptsOfFields(fields, values, pickedScripts, purchase.pageScript),
    [fields, values, pickedScripts, purchase.pageScript],
  );
  const missingFields = useMemo(() => missingRequiredFields(fields, values), [fields, values]);
  return { values, fieldScripts, missingFields };
}

/** What the two buttons say and whether they work, redrawn only when a required field turns blank or filled. */
export function usePurchaseActions(purchase: Purchase, item: DetailItem) {
  const missingFields = useDerivedFromCustomValues(purchase.customValues, (values) =>
    missingRequiredFields(item.fields, values),
  );
  return {
    missingFields,
    actions: purchaseActions({ stock: item.stock, missingFields, uploading: purchase.uploading }),
  };
}

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
  const [selection, setSelection] = useState(() => initialSelection(item, initialCustomValues(item.fields)));
  const [error, setError] = useState<ReturnType<typeof selectionError>>(null);

  const setCustomValue = useCallback((fieldName: string, value: string) => {
    setSelection((current) => ({
      ...current,
      customValues: { ...current.customValues, [fieldName]: value },
    }));
  }, []);
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
  // The script of each field that offers both: what the input, the preview and the cart line follow.
  const fieldScripts = useMemo(
    () => scriptsOfFields(item.fields, selection.customValues, selection.pickedScripts, pageScript),
    [item.fields, selection.customValues, selection.pickedScripts, pageScript],
  );

  const missingFields = useMemo(
    () => missingRequiredFields(item.fields, selection.customValues),
    [item.fields, selection.customValues],
  );
  const actions = purchaseActions({ stock: item.stock, missingFields, uploading });
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
    const invalid = invalidCustomValue(item.fields, selection.customValues);
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
    return cartLineOf(item, selection, item.fields, fieldScripts);
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
    fieldScripts,
    setFieldScript,
    startUpload: pickPhoto,
    uploading,
    missingFields,
    actions,
    addToCart,
    buyNow,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

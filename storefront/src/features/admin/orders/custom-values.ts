const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp|svg)\b/i;

/**
 * A custom-field value that is a picture (spec point 9): a string with a common image extension,
 * or a web address that mentions 'image' or 'upload' (hosted uploads often have no extension).
 */
export function isImageLike(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (IMAGE_EXTENSION.test(value)) return true;
  return /^https?:\/\//i.test(value) && /image|upload/i.test(value);
}

/** Text as it is; anything else (a number, a structure) as serialized data. */
export function customValueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** The saved file's name: '{key}-order-{orderNumber}-item-{n}'. */
export function downloadNameOf(key: string, orderNumber: string, itemNumber: number): string {
  const base = key.trim() ? `${key.trim()}-order-${orderNumber}-item-${itemNumber}` : '';
  return base.replace(/[\\/:*?"<>|]+/g, '-') || 'custom-image';
}

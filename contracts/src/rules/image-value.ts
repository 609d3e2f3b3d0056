const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp|svg)\b/i;
/** An address a picture can be fetched from: a web address, or a path of this shop's uploads. */
const UPLOADED_ADDRESS = /^(https?:\/\/|\/uploads\/)\S+$/i;

/**
 * A custom value that is a picture (spec point 9): a string with a common image extension, or a web
 * address that mentions 'image' or 'upload' (hosted uploads often have no extension).
 */
export function isImageValue(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (IMAGE_EXTENSION.test(value)) return true;
  return /^https?:\/\//i.test(value) && /image|upload/i.test(value);
}

/**
 * What an image custom field takes: an uploaded image's address that is also seen as a picture, so
 * what the server accepts the cart and the staff's order view show as one.
 */
export function isUploadedImage(value: string): boolean {
  return UPLOADED_ADDRESS.test(value) && isImageValue(value);
}

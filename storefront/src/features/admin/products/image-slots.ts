import { type ImageDraft, type ImageInput, MAX_IMAGES } from '@shop/contracts';
import type { AdminImage } from '../api/admin-image';

/** Update Product's two image slots: each a kept stored image, a newly picked data string, or empty. */
export function slotsOf(images: readonly AdminImage[]): ImageDraft[] {
  return Array.from({ length: MAX_IMAGES }, (_, i) => ({ image: images[i] ?? null }));
}

const publicIdOf = (image: ImageInput) => (typeof image === 'string' ? undefined : image.public_id);

/**
 * What PUT /products/update-product takes: kept images as they are stored, new ones as data URLs,
 * and the public_id of every stored image no slot keeps any more.
 */
export function imagesForUpdate(
  original: readonly AdminImage[],
  slots: readonly ImageDraft[],
): { productImages: ImageInput[]; imagesToDelete: string[] } {
  const productImages = slots.flatMap(({ image }) => (image === null ? [] : [image]));
  const kept = new Set(productImages.map(publicIdOf).filter(Boolean));
  const imagesToDelete = original.flatMap((image) => {
    const id = publicIdOf(image);
    return id && !kept.has(id) ? [id] : [];
  });
  return { productImages, imagesToDelete };
}

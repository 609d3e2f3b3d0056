import { type ImageInput, MAX_IMAGES } from '@shop/contracts';
import { type AdminImage, imageUrl } from '../api/admin-image';

/** One of Update Product's two image slots: a kept stored image, a newly picked one, or nothing. */
export type ImageSlot = { kind: 'stored'; image: AdminImage } | { kind: 'new'; dataUrl: string } | null;

export function slotsOf(images: readonly AdminImage[]): ImageSlot[] {
  return Array.from({ length: MAX_IMAGES }, (_, i) => {
    const image = images[i];
    return image ? { kind: 'stored', image } : null;
  });
}

export function slotPreview(slot: ImageSlot): string | undefined {
  if (!slot) return undefined;
  return slot.kind === 'new' ? slot.dataUrl : imageUrl(slot.image);
}

const publicIdOf = (image: AdminImage) => (typeof image === 'string' ? undefined : image.public_id);

/**
 * What PUT /products/update-product takes: kept images as they are stored, new ones as data URLs,
 * and the public_id of every stored image no slot keeps any more.
 */
export function imagesForUpdate(
  original: readonly AdminImage[],
  slots: readonly ImageSlot[],
): { productImages: ImageInput[]; imagesToDelete: string[] } {
  const kept = new Set<string>();
  const productImages: ImageInput[] = [];
  for (const slot of slots) {
    if (!slot) continue;
    if (slot.kind === 'new') {
      productImages.push(slot.dataUrl);
    } else {
      productImages.push(slot.image);
      const id = publicIdOf(slot.image);
      if (id) kept.add(id);
    }
  }
  const imagesToDelete = original.flatMap((image) => {
    const id = publicIdOf(image);
    return id && !kept.has(id) ? [id] : [];
  });
  return { productImages, imagesToDelete };
}

import type { Core } from '@strapi/strapi';
import type { ImageInput, StoredImage } from '@shop/contracts';
import { ValidationError } from '../errors';
import { type CheckedImage, checkImage, decodeDataUrl, isDataUrl } from '../images/image-bytes';
import { removeImages, storeImage } from '../images/image-store';

type PlannedImage = { kept: StoredImage } | { fresh: CheckedImage };

/**
 * Works out the image list of a write before anything is stored: new data strings are decoded and
 * checked; kept images must be ones the item already has, named by the URL it was answered with
 * (absolute: `answeredUrl` of the stored one) or as stored.
 */
export async function planImages(
  inputs: readonly ImageInput[],
  existing: readonly StoredImage[],
  answeredUrl: (storedUrl: string) => string = (url) => url,
): Promise<PlannedImage[]> {
  const planned: PlannedImage[] = [];
  for (const input of inputs) {
    if (typeof input === 'string' && isDataUrl(input)) {
      planned.push({ fresh: await checkImage(decodeDataUrl(input)) });
      continue;
    }
    const wanted = typeof input === 'string' ? { url: input } : input;
    const kept = existing.find(
      (image) =>
        image.url === wanted.url ||
        answeredUrl(image.url) === wanted.url ||
        (wanted.public_id && image.public_id === wanted.public_id),
    );
    if (!kept)
      throw new ValidationError(
        `Image ${wanted.url} is not one of this item's images; send new images as data strings`,
      );
    planned.push({ kept });
  }
  return planned;
}

/** Stores the new images of a plan. If one fails, the ones already stored are removed again. */
export async function storePlannedImages(strapi: Core.Strapi, plan: readonly PlannedImage[], name: string) {
  const stored: StoredImage[] = [];
  const created: string[] = [];
  try {
    for (const step of plan) {
      if ('kept' in step) {
        stored.push(step.kept);
      } else {
        const image = await storeImage(strapi, step.fresh, name);
        created.push(image.public_id ?? '');
        stored.push(image);
      }
    }
  } catch (error) {
    await removeImages(strapi, created.filter(Boolean));
    throw error;
  }
  return { stored, created: created.filter(Boolean) };
}

import type { PhotoCrop } from '@shop/contracts';

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

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** A photo's crop as staff read it: the part kept, where it starts, and the turn applied first. */
export function photoCropText(crop: PhotoCrop): string {
  const turn = crop.rotation ? `, turned ${crop.rotation}° clockwise first` : '';
  return `Cropped to ${percent(crop.width)} × ${percent(crop.height)} of the photo, from ${percent(crop.x)} left and ${percent(crop.y)} top${turn}`;
}

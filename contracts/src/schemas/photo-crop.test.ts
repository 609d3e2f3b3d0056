import { describe, expect, it } from 'vitest';
import { cropOfField, croppedPixels } from '../rules/photo-crop';
import { printQuality } from '../rules/print-resolution';
import { orderItemInputSchema } from './order';
import { photoCropSchema } from './photo-crop';
import { firstIssueMessage } from './text';

const crop = { x: 0.25, y: 0.1, width: 0.5, height: 0.8, rotation: 0 as const };

function messageOf(value: unknown) {
  const result = photoCropSchema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('a photo crop', () => {
  it('takes a part of the photo in fractions of it, and a quarter turn', () => {
    expect(photoCropSchema.parse(crop)).toEqual(crop);
    expect(photoCropSchema.parse({ ...crop, rotation: 270 })).toEqual({ ...crop, rotation: 270 });
    expect(photoCropSchema.parse({ x: 0, y: 0, width: 1, height: 1, rotation: 0 })).toBeTruthy();
  });

  it.each([
    [{ ...crop, x: -0.1 }, 'Photo crop x must be a number from 0 to 1'],
    [{ ...crop, y: 'top' }, 'Photo crop y must be a number from 0 to 1'],
    [{ ...crop, width: 0 }, 'Photo crop width must be at least 0.01 of the photo'],
    [{ ...crop, height: 1.5 }, 'Photo crop height must be a number from 0 to 1'],
    [{ ...crop, rotation: 45 }, 'Photo crop rotation must be one of: 0, 90, 180, 270 (degrees)'],
    [{ ...crop, x: 0.6 }, 'Photo crop must lie inside the photo (x + width and y + height at most 1)'],
    [{ ...crop, y: 0.3 }, 'Photo crop must lie inside the photo (x + width and y + height at most 1)'],
    [{ ...crop, zoom: 2 }, 'Unknown field: zoom'],
    ['the middle', 'A photo crop is an object of x, y, width, height and rotation'],
    [{ x: 0, y: 0, width: 1, height: 1 }, 'Photo crop rotation must be one of: 0, 90, 180, 270 (degrees)'],
  ])('refuses %j: %s', (value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it('forgives a rounding error at the edge', () => {
    expect(messageOf({ x: 0.3333334, y: 0, width: 0.6666667, height: 1, rotation: 0 })).toBeNull();
  });

  it('is optional on an order line, and checked when sent', () => {
    const line = { id: 't1', quantity: 1, customFields: { Photo: '/uploads/a.jpg' } };
    expect(orderItemInputSchema.parse(line)).not.toHaveProperty('photoCrops');
    expect(orderItemInputSchema.parse({ ...line, photoCrops: { Photo: crop } }).photoCrops).toEqual({
      Photo: crop,
    });
    const bad = orderItemInputSchema.safeParse({ ...line, photoCrops: { Photo: { ...crop, rotation: 30 } } });
    expect(bad.success ? null : firstIssueMessage(bad.error)).toBe(
      'Photo crop rotation must be one of: 0, 90, 180, 270 (degrees)',
    );
  });
});

describe('the pixels a crop keeps', () => {
  const photo = { width: 4000, height: 3000 };

  it('are the whole photo without a crop', () => {
    expect(croppedPixels(photo)).toEqual(photo);
    expect(croppedPixels(photo, null)).toEqual(photo);
  });

  it('are the fractions of the photo, turned first when the crop turns it a quarter', () => {
    expect(croppedPixels(photo, crop)).toEqual({ width: 2000, height: 2400 });
    expect(croppedPixels(photo, { ...crop, rotation: 180 })).toEqual({ width: 2000, height: 2400 });
    expect(croppedPixels(photo, { ...crop, rotation: 90 })).toEqual({ width: 1500, height: 3200 });
  });

  it('decide how the photo prints: a tight crop of a sharp photo is too small for the same size', () => {
    expect(printQuality(croppedPixels(photo, crop), 'A4')?.verdict).toBe('sharp');
    const tight = { x: 0.4, y: 0.4, width: 0.2, height: 0.2, rotation: 0 as const };
    expect(printQuality(croppedPixels(photo, tight), 'A4')?.verdict).toBe('too-small');
  });
});

describe('a photo field’s crop among a line’s', () => {
  it('is read as the line’s own: a field named like an Object property has none unless given', () => {
    expect(cropOfField({ Photo: crop } as never, 'Photo')).toEqual(crop);
    expect(cropOfField({}, 'constructor')).toBeUndefined();
    expect(cropOfField(undefined, 'Photo')).toBeUndefined();
  });
});

import { MAX_IMAGE_PIXELS, type PhotoCrop } from '@shop/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import type { PixelBox } from './proof-box';

const fraction = (value: number) => Math.min(1, Math.max(0, value));

/** The upright photo, turned by the crop's rotation and cut to its part. */
async function croppedPhoto(bytes: Buffer, crop: PhotoCrop): Promise<Buffer> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .rotate(crop.rotation ?? 0, { background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.min(info.width - 1, Math.round(fraction(crop.x) * info.width));
  const top = Math.min(info.height - 1, Math.round(fraction(crop.y) * info.height));
  return sharp(data)
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(info.width - left, Math.round(fraction(crop.width) * info.width))),
      height: Math.max(1, Math.min(info.height - top, Math.round(fraction(crop.height) * info.height))),
    })
    .png()
    .toBuffer();
}

/** A shopper's photo filling its box as the preview shows it: upright (EXIF applied), cover-fit, centred. */
export async function placedPhoto(bytes: Buffer, box: PixelBox, crop?: PhotoCrop): Promise<OverlayOptions> {
  const source = crop ? await croppedPhoto(bytes, crop) : bytes;
  const input = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize(box.width, box.height, { fit: 'cover' })
    .png()
    .toBuffer();
  return { input, left: box.left, top: box.top };
}

import { type ALLOWED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@shop/contracts';
import sharp from 'sharp';
import { PayloadTooLargeError, ValidationError } from '../errors';

export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];
const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

export interface CheckedImage {
  bytes: Buffer;
  mime: ImageType;
  ext: string;
}

/** The type an image's own bytes declare (magic numbers), whatever its name or header claims. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const TYPE_MESSAGE = 'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.';
const SIZE_MESSAGE = 'File size too large. Max 10MB allowed.';

/**
 * Accepts JPEG, PNG, GIF or WebP bytes of at most 10 MB that really decode, and re-encodes them
 * without metadata: EXIF, GPS and colour-profile blocks never reach storage.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ValidationError('Invalid file provided');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(SIZE_MESSAGE);
  const mime = sniffImageType(bytes);
  if (!mime) throw new ValidationError(TYPE_MESSAGE);
  try {
    const animated = mime === 'image/gif' || mime === 'image/webp';
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(bytes, { animated, limitInputPixels: 100_000_000 }).rotate();
    const clean =
      mime === 'image/jpeg'
        ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        : mime === 'image/png'
          ? await image.png().toBuffer()
          : mime === 'image/gif'
            ? await image.gif().toBuffer()
            : await image.webp({ quality: 90 }).toBuffer();
    return { bytes: clean, mime, ext: EXTENSIONS[mime] };
  } catch {
    throw new ValidationError('The image could not be read: the file is damaged or not an image');
  }
}

const DATA_URL = /^data:([\w/+.-]+)?(;[\w-]+=[\w-]+)*;base64,/;

/** Decodes an inline `data:image/...;base64,` string as the admin forms send new images. */
export function decodeDataUrl(value: string): Buffer {
  const match = DATA_URL.exec(value);
  if (!match)
    throw new ValidationError('Each new image must be a base64 data string (data:image/...;base64,...)');
  const payload = value.slice(match[0].length);
  if (!/^[A-Za-z0-9+/=\s]*$/.test(payload))
    throw new ValidationError('An image data string is not valid base64');
  if (payload.length > Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 16)
    throw new PayloadTooLargeError(SIZE_MESSAGE);
  return Buffer.from(payload, 'base64');
}

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

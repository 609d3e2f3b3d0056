import {
  type ALLOWED_IMAGE_TYPES,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  type PhotoPixels,
  SHOP_MESSAGES,
} from '@shop/contracts';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PayloadTooLargeError, RateLimitError, ValidationError } from '../errors';
import { heicImage } from './heic-photos';

export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/** The formats the shop stores, as sharp names them, with their MIME type and extension. */
const FORMATS: Record<string, { mime: ImageType; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: '.jpg' },
  png: { mime: 'image/png', ext: '.png' },
  gif: { mime: 'image/gif', ext: '.gif' },
  webp: { mime: 'image/webp', ext: '.webp' },
};
/** An iPhone's photo (HEIF holding HEVC, as sharp names it): decoded by libheif, stored as JPEG. */
const PHONE_PHOTO = { mime: 'image/jpeg', ext: '.jpg', phonePhoto: true } as const;

function formatOf(metadata: Metadata) {
  if (metadata.format === 'heif' && metadata.compression === 'hevc') return PHONE_PHOTO;
  const format = FORMATS[metadata.format ?? ''];
  return format && { ...format, phonePhoto: false };
}

/** Images decoded at the same time: each can take a core, and the others wait their turn. */
const IMAGE_WORKERS = 2;
/** Images that may wait for a worker; past them an upload is refused at once (429) instead of waiting. */
const IMAGE_QUEUE = 4;
/** What a refused upload is told to wait: about one large image's processing. */
const BUSY_RETRY_SECONDS = 10;
/** Longest one image may take to decode and re-encode. */
export const PROCESSING_SECONDS = 20;
const processing = pLimit(IMAGE_WORKERS);

export interface CheckedImage {
  bytes: Buffer;
  mime: ImageType;
  ext: string;
}

const TYPE_MESSAGE = SHOP_MESSAGES.wrongFileType;
const SIZE_MESSAGE = SHOP_MESSAGES.fileTooLarge;
const DAMAGED_MESSAGE = 'The image could not be read: the file is damaged or not an image';

/** Type and dimensions from the image's own header (not its name or Content-Type), without decoding it. */
async function headerOf(bytes: Buffer, maxPixels: number) {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ValidationError(TYPE_MESSAGE);
    });
  const format = formatOf(metadata);
  if (!format) throw new ValidationError(TYPE_MESSAGE);
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  const frames = metadata.pages ?? 1;
  const pixels = width * height * frames;
  if (pixels > maxPixels) {
    throw new ValidationError(
      `The image is too large: ${width} x ${height} pixels${frames > 1 ? ` in ${frames} frames` : ''}; ` +
        `at most ${maxPixels / 1_000_000} megapixels are accepted`,
    );
  }
  // The pixels as shown (EXIF orientation applied, one frame of an animation): what a print gets.
  const shown = {
    width: metadata.autoOrient?.width ?? width,
    height: frames > 1 ? height : (metadata.autoOrient?.height ?? height),
  };
  return { ...format, pixels, shown };
}

export interface ImageLimits {
  /** Largest image accepted, in pixels (all frames together). */
  maxPixels?: number;
  /** Counts the image's pixels against its sender's allowance before it is processed (throws a 429 past it). */
  chargePixels?: (pixels: number) => Promise<void>;
  /** Longest side stored, in pixels: a larger image is scaled down to it (never a smaller one up). */
  maxLongSide?: number;
}

/** The pixels of an image of these shown pixels once its long side is at most `maxLongSide`, as sharp rounds them. */
export function cappedPixels(shown: PhotoPixels, maxLongSide: number | undefined): PhotoPixels {
  const longSide = Math.max(shown.width, shown.height);
  if (!maxLongSide || longSide <= maxLongSide) return shown;
  const scale = maxLongSide / longSide;
  return shown.width >= shown.height
    ? { width: maxLongSide, height: Math.max(1, Math.round(shown.height * scale)) }
    : { width: Math.max(1, Math.round(shown.width * scale)), height: maxLongSide };
}

/** The image upright (EXIF orientation, or HEIC's own rotation, applied), with its pixels as shown. */
async function uprightImage(
  bytes: Buffer,
  header: { mime: ImageType; phonePhoto: boolean; shown: PhotoPixels },
  maxPixels: number,
): Promise<{ image: Sharp; shown: PhotoPixels }> {
  if (header.phonePhoto) return heicImage(bytes, { maxPixels, timeoutSeconds: PROCESSING_SECONDS });
  const animated = header.mime === 'image/gif' || header.mime === 'image/webp';
  // rotate() applies the EXIF orientation before the metadata is dropped.
  const image = sharp(bytes, { animated, limitInputPixels: maxPixels }).rotate();
  return { image, shown: header.shown };
}

/**
 * Accepts JPEG, PNG, GIF or WebP bytes, or a phone's HEIC photo (stored as JPEG), of at most 10 MB and
 * 50 megapixels (or `limits.maxPixels`) that really decode, and re-encodes them without metadata: EXIF,
 * GPS and colour-profile blocks never reach storage. Two are processed at a time and four may wait; a
 * fifth waiting is refused (429).
 */
export async function checkImage(
  bytes: Buffer,
  limits: ImageLimits = {},
): Promise<CheckedImage & PhotoPixels> {
  const maxPixels = limits.maxPixels ?? MAX_IMAGE_PIXELS;
  if (bytes.length === 0) throw new ValidationError(SHOP_MESSAGES.invalidFile);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(SIZE_MESSAGE);
  const header = await headerOf(bytes, maxPixels);
  const { mime, ext } = header;
  await limits.chargePixels?.(header.pixels);
  return onImageWorker(async () => {
    try {
      const { image: upright, shown } = await uprightImage(bytes, header, maxPixels);
      const stored = cappedPixels(shown, limits.maxLongSide);
      const image = (
        stored === shown
          ? upright
          : upright.resize({ width: stored.width, height: stored.height, fit: 'fill' })
      ).timeout({ seconds: PROCESSING_SECONDS });
      const clean =
        mime === 'image/jpeg'
          ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
          : mime === 'image/png'
            ? await image.png().toBuffer()
            : mime === 'image/gif'
              ? await image.gif().toBuffer()
              : await image.webp({ quality: 90 }).toBuffer();
      return { bytes: clean, mime, ext, ...stored };
    } catch {
      throw new ValidationError(DAMAGED_MESSAGE);
    }
  });
}

/** Runs picture work on one of the shared image workers, or refuses it at once (429) when four already wait. */
export async function onImageWorker<T>(work: () => Promise<T>): Promise<T> {
  if (processing.activeCount + processing.pendingCount >= IMAGE_WORKERS + IMAGE_QUEUE) {
    throw new RateLimitError('The shop is busy processing pictures. Please try again in a few seconds.', {
      retryAfterSeconds: BUSY_RETRY_SECONDS,
    });
  }
  return processing(work);
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

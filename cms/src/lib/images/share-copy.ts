import {
  MAX_IMAGE_PIXELS,
  SHARE_PICTURE_BACKGROUND,
  SHARE_PICTURE_SIZE,
  type SharePicture,
} from '@shop/contracts';
import sharp from 'sharp';
import { PROCESSING_SECONDS } from './image-bytes';

/**
 * A locally stored picture's share preview: a JPEG beside the uploads, `/uploads/share/<hash>.jpg`, made
 * on its first request (share-copy-files.ts), so pictures stored before it existed have one too.
 */
const SHARE_COPIES = '/uploads/share/';
/** A local upload as the upload plugin names it: `/uploads/<hash><ext>`, the hash of letters, digits, _ and -. */
const LOCAL_UPLOAD = /^\/uploads\/([\w-]+)\.[a-z0-9]+$/i;
const SHARE_COPY = /^\/uploads\/share\/([\w-]+)\.jpg$/;

/** The share copy's path of a locally stored picture; null for any other URL (Cloudinary, elsewhere). */
export function shareCopyPath(storedUrl: string): string | null {
  const hash = LOCAL_UPLOAD.exec(storedUrl)?.[1];
  return hash ? `${SHARE_COPIES}${hash}.jpg` : null;
}

/** The hash of the upload a share copy's path stands for; null for any other path. */
export function uploadHashOfShareCopy(pathname: string): string | null {
  return SHARE_COPY.exec(pathname)?.[1] ?? null;
}

/** A locally stored picture's share preview as the page heads state it (path, size and type). */
export function localSharePicture(storedUrl: string): SharePicture | null {
  const url = shareCopyPath(storedUrl);
  return url ? { url, ...SHARE_PICTURE_SIZE, type: 'image/jpeg' } : null;
}

/** The share preview's bytes of a picture: the whole picture (its first frame) fitted on the neutral ground. */
export async function renderShareCopy(picture: Buffer | string): Promise<Buffer> {
  return (
    sharp(picture, { limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: PROCESSING_SECONDS })
      // Pictures added in the panel may still carry an EXIF orientation (the shop's own uploads are upright).
      .rotate()
      .resize({ ...SHARE_PICTURE_SIZE, fit: 'contain', background: SHARE_PICTURE_BACKGROUND })
      .flatten({ background: SHARE_PICTURE_BACKGROUND })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  );
}

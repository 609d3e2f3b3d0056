import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  PHONE_PHOTO_EXTENSIONS,
  PHONE_PHOTO_TYPES,
  type PhotoPixels,
  SHOP_MESSAGES,
} from '@shop/contracts';
import { env } from '@/config/env';
import { shopText } from '@/lib/i18n/use-text';

export const UPLOAD_MESSAGES = {
  invalidFile: SHOP_MESSAGES.invalidFile,
  tooLarge: SHOP_MESSAGES.fileTooLarge,
  wrongType: SHOP_MESSAGES.wrongFileType,
  /** The storefront's own, in the current language. */
  get network() {
    return shopText('upload.networkError');
  },
};

export function uploadFailedMessage(fieldName: string, message: string): string {
  return shopText('upload.failed', { field: fieldName, message });
}

/** What a photo's file picker offers: images, and iPhones' HEIC photos where the system has no type for them. */
export const PHOTO_PICKER_ACCEPT = ['image/*', ...PHONE_PHOTO_EXTENSIONS].join(',');

const PHOTO_TYPES: readonly string[] = [...ALLOWED_IMAGE_TYPES, ...PHONE_PHOTO_TYPES];

/** A HEIC photo the browser could not type: known by its name's ending. */
function isUntypedPhonePhoto(file: File): boolean {
  const name = file.name.toLowerCase();
  return file.type === '' && PHONE_PHOTO_EXTENSIONS.some((ending) => name.endsWith(ending));
}

/**
 * Checks of spec point 5, in order: a real file, at most 10 MB, an allowed image type (an iPhone's
 * HEIC photo too: the server stores it as JPEG). Null when fine.
 */
export function checkImageFile(file: unknown): string | null {
  if (!(file instanceof File)) return UPLOAD_MESSAGES.invalidFile;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!PHOTO_TYPES.includes(file.type) && !isUntypedPhonePhoto(file)) return UPLOAD_MESSAGES.wrongType;
  return null;
}

/** A stored photo: its address, and its pixels when the service says them (ours and Cloudinary's do). */
export interface UploadedImage {
  url: string;
  pixels: PhotoPixels | null;
}

function pixelsOf(body: { width?: unknown; height?: unknown }): PhotoPixels | null {
  const { width, height } = body;
  const whole = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
  return whole(width) && whole(height) ? { width, height } : null;
}

export interface UploadOptions {
  /** Called with 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Tests hand in a fake request; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

function errorMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error?: { message?: unknown } }).error;
    if (error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

/**
 * Sends one image to the hosting service (spec point 7, 'Image upload') and resolves with its secure_url
 * and its pixels.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file);
    form.append('upload_preset', env.uploadPreset);
    form.append('cloud_name', env.cloudName);

    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onerror = () => reject(new Error(UPLOAD_MESSAGES.network));
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        console.warn('Image upload refused', request.status, request.responseText);
        reject(
          new Error(
            shopText('upload.status', { status: request.status, statusText: request.statusText }).trim(),
          ),
        );
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const answer = (body ?? {}) as { secure_url?: unknown; width?: unknown; height?: unknown };
      const url = answer.secure_url;
      if (typeof url === 'string' && url) {
        options.onProgress?.(100);
        resolve({ url, pixels: pixelsOf(answer) });
      } else {
        reject(new Error(errorMessageOf(body) ?? 'The upload service sent no image address'));
      }
    };
    request.open('POST', env.uploadUrl);
    request.send(form);
  });
}

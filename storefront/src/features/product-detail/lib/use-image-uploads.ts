import type { PhotoPixels } from '@shop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuleText } from '@/lib/i18n/use-rule-text';
import { checkImageFile, uploadFailedMessage, uploadImage } from '@/lib/upload-image';

export interface UploadState {
  uploading: boolean;
  progress: number;
  error: string | null;
  /** The stored photo's pixels, which decide how sharp it prints at each size. */
  pixels: PhotoPixels | null;
  /** The picked file as a local URL, so the preview shows the photo before its upload ends. */
  localUrl?: string;
}

export const IDLE_UPLOAD: UploadState = { uploading: false, progress: 0, error: null, pixels: null };

/**
 * The image custom fields' uploads: idle, uploading with a percentage, then done (the field takes the
 * returned URL) or failed (spec point 4, 'Image upload').
 */
export function useImageUploads(setFieldValue: (fieldName: string, value: string) => void) {
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const localUrls = useRef<Record<string, string>>({});
  const sayRule = useRuleText();
  useEffect(() => {
    const urls = localUrls.current;
    return () => {
      for (const url of Object.values(urls)) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((fieldName: string, state: Partial<UploadState>) => {
    setUploads((all) => ({ ...all, [fieldName]: { ...(all[fieldName] ?? IDLE_UPLOAD), ...state } }));
  }, []);

  const startUpload = useCallback(
    async (fieldName: string, file: unknown) => {
      const problem = checkImageFile(file);
      if (problem) {
        update(fieldName, { uploading: false, progress: 0, error: sayRule(problem), pixels: null });
        return;
      }
      setFieldValue(fieldName, '');
      if (localUrls.current[fieldName]) URL.revokeObjectURL(localUrls.current[fieldName]);
      const localUrl = URL.createObjectURL(file as File);
      localUrls.current[fieldName] = localUrl;
      update(fieldName, { uploading: true, progress: 0, error: null, pixels: null, localUrl });
      try {
        const { url, pixels } = await uploadImage(file as File, {
          onProgress: (progress) => update(fieldName, { progress }),
        });
        setFieldValue(fieldName, url);
        update(fieldName, { uploading: false, progress: 100, pixels });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.warn(`Upload of ${fieldName} failed`, error);
        update(fieldName, {
          uploading: false,
          progress: 0,
          error: uploadFailedMessage(fieldName, sayRule(message)),
          localUrl: undefined,
        });
      }
    },
    [setFieldValue, update, sayRule],
  );

  const uploading = Object.values(uploads).some((state) => state.uploading);
  return { uploads, startUpload, uploading };
}

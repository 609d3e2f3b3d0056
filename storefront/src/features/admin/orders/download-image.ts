import { saveFile } from '../lib/save-file';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
};

/** Fetches a customer's image and saves it through a temporary link (spec point 7, 'Other calls'). */
export async function downloadImage(url: string, fileName = 'custom-image'): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status} ${response.statusText}`);
  const blob = await response.blob();
  const extension = EXTENSIONS[blob.type];
  saveFile(blob, extension ? `${fileName}.${extension}` : fileName);
}

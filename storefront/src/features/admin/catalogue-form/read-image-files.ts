/** Reads a picked image as a base64 data URL: new images travel inline (spec point 7). */
export function readImageAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

export function readImagesAsDataUrls(files: readonly File[]): Promise<string[]> {
  return Promise.all(files.map(readImageAsDataUrl));
}

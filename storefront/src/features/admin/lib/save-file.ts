/** Saves a file the page holds through a temporary link. */
export function saveFile(file: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it a moment later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

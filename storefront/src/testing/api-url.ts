/** Absolute API URL for MSW handlers (the client calls the relative /api base). */
export function apiUrl(path: string): string {
  return `${window.location.origin}/api${path}`;
}

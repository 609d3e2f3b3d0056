/** Staff session in browser storage, under the keys the spec names (section 7). */
export const TOKEN_KEY = 'token';
export const IS_ADMIN_KEY = 'isAdmin';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveStaffSession(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(IS_ADMIN_KEY, 'true');
}

export function clearStaffSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(IS_ADMIN_KEY);
}

export function hasStaffSession(): boolean {
  return Boolean(readToken()) && localStorage.getItem(IS_ADMIN_KEY) === 'true';
}

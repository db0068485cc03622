/**
 * Where the session lives in the browser (spec 4): the token in sessionStorage, so it dies with the tab.
 * Logout clears the whole sessionStorage, not only these keys.
 */
export const TOKEN_KEY = 'token';

/** @returns the stored token, or null (storage may be unavailable in private mode). */
export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* without storage the session lasts for this page only */
  }
}

export function clearSessionStore(): void {
  try {
    sessionStorage.clear();
  } catch {
    /* nothing stored */
  }
}

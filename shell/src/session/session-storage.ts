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

/**
 * Takes a login handed over in the URL (`?token=`, e.g. from the agent domain or an app) and removes it from
 * the address bar at once, so it is not bookmarked, shared or sent as a Referer.
 * @returns the token from the URL, or null
 */
export function takeUrlToken(loc: Location = window.location, hist: History = window.history): string | null {
  const params = new URLSearchParams(loc.search);
  const token = params.get('token');
  if (!token) return null;
  params.delete('token');
  const qs = params.toString();
  hist.replaceState(hist.state, '', `${loc.pathname}${qs ? `?${qs}` : ''}${loc.hash}`);
  return token;
}

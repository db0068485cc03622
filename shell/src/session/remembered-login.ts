/**
 * Remembered login data (spec 3 "Remembered login data: cookies"; spec 9: 24 hours). The shell writes these
 * cookies after a successful username login; mf-auth reads them to prefill its login form. mf-auth must not
 * import this file (no cross-app imports): it reads the cookies by these names, documented in shell/README.md.
 */
export const REMEMBERED_USERNAME_COOKIE = 'jogo_login_username';
export const REMEMBERED_LOGIN_TYPE_COOKIE = 'jogo_login_type';
/** 24 hours in seconds (BRAND.rememberLoginHours). */
export const REMEMBER_MAX_AGE_S = 24 * 60 * 60;

function setCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeS}; path=/; samesite=lax`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function rememberLogin(username: string, loginType: string): void {
  setCookie(REMEMBERED_USERNAME_COOKIE, username, REMEMBER_MAX_AGE_S);
  setCookie(REMEMBERED_LOGIN_TYPE_COOKIE, loginType, REMEMBER_MAX_AGE_S);
}

export function readRememberedLogin(): { username: string; loginType: string } | null {
  const username = readCookie(REMEMBERED_USERNAME_COOKIE);
  if (!username) return null;
  return { username, loginType: readCookie(REMEMBERED_LOGIN_TYPE_COOKIE) ?? 'username' };
}

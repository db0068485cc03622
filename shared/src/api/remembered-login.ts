import { BRAND } from './brand';

/**
 * The remembered-login cookies (spec 3 "Remembered login data: cookies"; spec 9: 24 hours). The shell writes
 * them after a username or SMS login; the login form reads them to open on the same tab, prefilled. One
 * implementation, so the cookie names and format cannot drift between the two apps.
 */
export const REMEMBERED_USERNAME_COOKIE = 'jogo_login_username';
export const REMEMBERED_LOGIN_TYPE_COOKIE = 'jogo_login_type';

/** How the remembered value was used: a username, or the mobile number of an SMS login. */
export type RememberedLoginType = 'username' | 'sms';

export interface RememberedLogin {
  /** the username, or the mobile number for `sms` */
  value: string;
  type: RememberedLoginType;
}

function setCookie(name: string, value: string, maxAgeS: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeS}; path=/; samesite=lax${secure}`;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      // a cookie written by something else with a broken escape: treat it as absent
      return null;
    }
  }
  return null;
}

/** Remembers the login for `BRAND.rememberLoginHours` (an empty value is not remembered). */
export function rememberLogin(value: string, type: RememberedLoginType): void {
  if (!value) return;
  const maxAgeS = BRAND.rememberLoginHours * 60 * 60;
  setCookie(REMEMBERED_USERNAME_COOKIE, value, maxAgeS);
  setCookie(REMEMBERED_LOGIN_TYPE_COOKIE, type, maxAgeS);
}

/** @returns the remembered login, or null when there is none (an unknown type reads as `username`) */
export function readRememberedLogin(): RememberedLogin | null {
  const value = readCookie(REMEMBERED_USERNAME_COOKIE);
  if (!value) return null;
  return { value, type: readCookie(REMEMBERED_LOGIN_TYPE_COOKIE) === 'sms' ? 'sms' : 'username' };
}

/** Forgets the remembered login (both cookies). */
export function forgetRememberedLogin(): void {
  setCookie(REMEMBERED_USERNAME_COOKIE, '', 0);
  setCookie(REMEMBERED_LOGIN_TYPE_COOKIE, '', 0);
}

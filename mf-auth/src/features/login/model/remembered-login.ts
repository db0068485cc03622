/**
 * The shell's remembered-login cookies (spec 3/9, 24 hours; written by the shell after a username or SMS login,
 * names documented in shell/README.md). mf-auth only reads them, to prefill the form.
 */
export const REMEMBERED_USERNAME_COOKIE = 'jogo_login_username';
export const REMEMBERED_LOGIN_TYPE_COOKIE = 'jogo_login_type';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** @returns the remembered username (or mobile number for SMS logins) and the login type, or null */
export function readRememberedLogin(): { value: string; type: 'username' | 'sms' } | null {
  const value = readCookie(REMEMBERED_USERNAME_COOKIE);
  if (!value) return null;
  return { value, type: readCookie(REMEMBERED_LOGIN_TYPE_COOKIE) === 'sms' ? 'sms' : 'username' };
}

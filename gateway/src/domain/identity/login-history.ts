import type { Db } from '../../db/open-db';

/**
 * The login history the security centre shows: one row per session handed out, whichever call opened it
 * (username, SMS, social, free play, registration, reset by code).
 */

/**
 * Records the login of a session token, if it is one (the sessions table stores the SHA-256 hex of the
 * token, passed here as `tokenHash`).
 */
export async function recordLogin(
  db: Db,
  tokenHash: string,
  client: { ip: string; userAgent: string; device: string },
): Promise<void> {
  const s = await db.get<{ member_id: number; login_type: string }>(
    'SELECT member_id, login_type FROM session WHERE token_hash = ?',
    tokenHash,
  );
  if (!s) return;
  await db.run(
    'INSERT INTO login_history (member_id, token_hash, login_type, ip, user_agent, device, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    s.member_id,
    tokenHash,
    s.login_type,
    client.ip,
    client.userAgent,
    client.device,
    new Date().toISOString(),
  );
}

/** A short, readable device line from the User-Agent ("Chrome / Android (H5)"); the raw string is kept too. */
export function describeDevice(ua: string, deviceHeader?: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  const device = String(deviceHeader ?? '').slice(0, 16);
  const parts = [browser && os ? `${browser} / ${os}` : browser || os, device && `(${device})`].filter(
    Boolean,
  );
  return parts.join(' ') || 'unknown';
}

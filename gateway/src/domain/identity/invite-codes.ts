import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';

export interface InviteCode {
  code: string;
  kind: 'affiliate' | 'referral';
  member_id: number;
  owner: string;
  domain: string | null;
}

/**
 * Looks a code up. A code bound to a domain is valid only there (an operator's mirror may carry its own
 * agents), so a call that names no domain does not get it either; the owner must still be
 * active.
 */
export async function findInviteCode(
  db: Db,
  merchant: string,
  code: string,
  domain: string | undefined,
): Promise<InviteCode | null> {
  const row = await db.get<InviteCode>(
    `SELECT i.code, i.kind, i.member_id, i.domain, COALESCE(m.nickname, m.username) AS owner
       FROM invite_code i JOIN member m ON m.id = i.member_id
       WHERE i.merchant_code = ? AND i.code = ? AND m.status = 'active'`,
    merchant,
    code.trim(),
  );
  if (!row) return null;
  if (row.domain && row.domain.toLowerCase() !== (domain ?? '').trim().toLowerCase()) return null;
  return row;
}

/** Gives a member an 8-character invitation code (no 0/O/1/I, so it can be read aloud). */
export async function createReferralCode(db: Db, merchant: string, memberId: number): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 8 }, () => alphabet[crypto.randomInt(0, alphabet.length)]).join('');
    const r = await db.run(
      `INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at)
         VALUES (?, ?, ?, 'referral', NULL, ?) ON CONFLICT DO NOTHING`,
      code,
      merchant,
      memberId,
      new Date().toISOString(),
    );
    if (r.changes === 1) return code;
  }
}

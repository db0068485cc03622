import type { Cols } from '../db';
import type { Db } from '../open-db';
import { seedRtp } from '../../domain/play/rtp';

/**
 * The player-protection seed: every game's RTP, and an identity for every seeded player and agent (a CPF with valid
 * check digits, a full name, an adult birth date) so the BR market (the demo's default) lets them deposit
 * and withdraw; their seeded bank accounts carry that CPF as holder document and that name as holder.
 */

/** A valid CPF from 9 base digits (the two check digits computed). */
export function cpfFrom(base9: string): string {
  const digits = base9.split('').map(Number);
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += digits[i]! * (len + 1 - i);
    const r = (sum * 10) % 11;
    digits.push(r === 10 ? 0 : r);
  }
  return digits.join('');
}

/** demo_player's CPF (the root README names it for the BR demo). */
export const DEMO_PLAYER_CPF = cpfFrom('529982247');

export async function seedProtection(db: Db): Promise<void> {
  await seedRtp(db);
  // the demo's welcome-bonus banner and announcement advertise a deposit bonus (LOWER: LIKE ignores case on
  // SQLite only)
  await db.run(
    "UPDATE banner SET deposit_bonus = 1 WHERE LOWER(title_en) LIKE '%welcome bonus%' OR LOWER(title_en) LIKE '%deposit%'",
  );
  await db.run(
    "UPDATE announcement SET deposit_bonus = 1 WHERE LOWER(content_en) LIKE '%bonus%deposit%' OR LOWER(title_en) LIKE '%deposit bonus%'",
  );
  // the demo's content about a reward: the daily raffle is the red envelope, the weekly rebate the VIP rebate
  for (const table of ['banner', 'announcement'] as const) {
    await db.run(`UPDATE ${table} SET reward_kind = 'RED_ENVELOPE' WHERE title_en = 'Daily raffle'`);
    await db.run(`UPDATE ${table} SET reward_kind = 'REBATE' WHERE title_en = 'Weekly rebate'`);
  }
  // the mall's bonus credit and free spins are credit for betting (a jersey is not)
  await db.run(
    "UPDATE point_reward SET betting_credit = 1 WHERE LOWER(name_en) LIKE '%bonus%' OR LOWER(name_en) LIKE '%free spins%'",
  );
  const members = await db.all<Cols<'member', 'id' | 'username' | 'nickname'>>(
    'SELECT id, username, nickname FROM member WHERE type IN (0, 1, 2, 41, 42) ORDER BY id',
  );
  const set = 'UPDATE member SET cpf = ?, full_name = ?, payee_name = ?, birth_date = ? WHERE id = ?';
  // a destination's holder is the payee, the full name "como no CPF" (domain/money/bank-cards.ts)
  const cards = 'UPDATE bank_card SET holder_document = ?, account_name = ? WHERE member_id = ?';
  for (const m of members) {
    const cpf =
      m.username === 'demo_player' ? DEMO_PLAYER_CPF : cpfFrom(String(314159000 + m.id * 37).slice(0, 9));
    const first = (m.nickname ?? m.username).split(' ')[0]!.replace(/[^\p{L}]/gu, '') || 'Jogador';
    const fullName = `${first} da Silva`;
    await db.run(set, cpf, fullName, fullName, '1990-05-15', m.id);
    await db.run(cards, cpf, fullName, m.id);
  }
}

import crypto from 'node:crypto';
import type { Game, LaunchGameValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { DomainError, badRequest, notFound } from '../../errors';
import type { Lang } from '../../../i18n/messages';
import { hashToken, SESSION_MAX_MS } from '../../identity/sessions';
import { toMajor, toMinor } from '../../ledger/money';
import { assertSiteOpen } from '../../site/status';
import { demoMultiplier, settleBet } from './bets';
import { gameByCode, toGame } from './catalog';
import { touchRecent } from './recent';
import { catalogueLicence, assertLicensed } from '../../market/catalogue';
import { merchantOfMember } from '../../site/clock';

/**
 * Launching a game and the demo vendor: a vendor game gets a ticket bound to the launching session
 * (logout, expiry or a password change ends it: migration 090's triggers and the join in `liveTicket`);
 * the demo page and its rounds authorise by that ticket alone (headerless).
 */

const TICKET_TTL_MS = 2 * 60 * 60 * 1000;
/** demo vendor rounds: stake limits in minor units */
const DEMO_MIN_BET = 100;
const DEMO_MAX_BET = 500_000;

/**
 * Launches a game for the member of session `token`: INHOUSE answers its launch data, any other type a
 * ticketed demo vendor URL. Either way the game becomes the most recently played.
 * @throws 404 `game.not_found`, 403 `game.unlicensed` (a game the market does not license)
 */
export async function launchGame(
  db: Db,
  memberId: number,
  token: string,
  lang: Lang,
  gameCode: string,
): Promise<LaunchGameValue> {
  const g = await gameByCode(db, gameCode);
  if (!g) throw notFound('game.not_found');
  assertLicensed(await catalogueLicence(db, await merchantOfMember(db, memberId)), g);
  const now = Date.now();
  await touchRecent(db, memberId, g.node_id, new Date(now).toISOString());
  // an in-house game answers its launch data only: where the front end hosts it is the front end's business
  let url: string | undefined;
  if (g.game_type !== 'INHOUSE') {
    const ticket = crypto.randomBytes(16).toString('hex');
    await db.run(
      'INSERT INTO game_ticket (ticket, member_id, node_id, session_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ticket,
      memberId,
      g.node_id,
      hashToken(token),
      new Date(now).toISOString(),
      new Date(now + TICKET_TTL_MS).toISOString(),
    );
    url = `/wps/game/demo/${encodeURIComponent(g.game_code)}?ticket=${ticket}&lang=${lang}`;
  }
  return {
    ...(url ? { url } : {}),
    launchType: g.game_type === 'INHOUSE' ? 'INHOUSE' : 'VENDOR',
    gameCode: g.game_code,
    gameType: g.game_type,
  };
}

interface LiveTicket {
  member_id: number;
  node_id: number;
  expires_at: string;
  game_code: string;
  merchant_code: string;
  session_expires_at: string;
  session_created_at: string;
}

/**
 * A live ticket of a live session: the session row must still exist and be unexpired (its idle and
 * maximum lifetimes), and the member active, else the ticket is as dead as its session.
 */
async function liveTicket(db: Db, ticket: string, now = Date.now()): Promise<LiveTicket | undefined> {
  const t = await db.get<LiveTicket>(
    `SELECT t.member_id, t.node_id, t.expires_at, g.game_code, m.merchant_code,
       s.expires_at AS session_expires_at, s.created_at AS session_created_at
     FROM game_ticket t JOIN game g ON g.node_id = t.node_id
     JOIN session s ON s.token_hash = t.session_hash
     JOIN member m ON m.id = t.member_id AND m.status = 'active'
     WHERE t.ticket = ?`,
    ticket,
  );
  if (
    !t ||
    Date.parse(t.expires_at) < now ||
    Date.parse(t.session_expires_at) <= now ||
    Date.parse(t.session_created_at) + SESSION_MAX_MS <= now
  )
    return undefined;
  return t;
}

/**
 * What the demo vendor page shows: the game and the member's main balance.
 * @throws 403 `game.ticket_invalid` for a dead ticket or one of another game
 */
export async function demoPageData(
  db: Db,
  ticket: string,
  code: string,
  lang: Lang,
): Promise<{ game: Game; balance: number }> {
  const t = await liveTicket(db, ticket);
  if (!t || t.game_code !== code) throw new DomainError(403, 'game.ticket_invalid');
  const g = (await gameByCode(db, code))!;
  const balance =
    (
      await db.get<{ balance: number }>(
        "SELECT balance FROM wallet_account WHERE member_id = ? AND account = 'MAIN'",
        t.member_id,
      )
    )?.balance ?? 0;
  return { game: toGame(g, lang), balance: toMajor(balance) };
}

/**
 * One round of the demo vendor game: stake and payout through the wallet in one transaction (pay table of
 * `demoMultiplier`, RTP 92 %). Headerless, so the site status is checked here: bets stop in maintenance.
 * @throws 403 `game.ticket_invalid`; 400 `game.bet_limits` outside R$ 1 to 5 000
 */
export async function demoBet(db: Db, ticket: string, amountMajor: number) {
  const t = await liveTicket(db, ticket);
  if (!t) throw new DomainError(403, 'game.ticket_invalid');
  await assertSiteOpen(db, t.merchant_code);
  const amount = toMinor(amountMajor);
  if (amount < DEMO_MIN_BET || amount > DEMO_MAX_BET) throw badRequest('game.bet_limits');
  const g = (await gameByCode(db, t.game_code))!;
  const multiplier = demoMultiplier(crypto.randomInt(0, 10000));
  const payout = Math.floor(amount * multiplier);
  const r = await db.transaction(
    async () =>
      await settleBet(db, {
        memberId: t.member_id,
        nodeId: g.node_id,
        gameCode: g.game_code,
        gameType: g.game_type,
        vassalage: g.vassalage,
        amount,
        payout,
      }),
  );
  return {
    betId: r.betId,
    amount: toMajor(amount),
    multiplier,
    payout: toMajor(payout),
    balance: toMajor(r.balance),
  };
}

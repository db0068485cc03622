import type {
  InhouseGamesValue,
  InhouseHistoryValue,
  InhousePlayBody,
  InhousePlayValue,
  InhouseRotateValue,
  InhouseRound,
  InhouseStateValue,
  InhouseVerifyValue,
} from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest, notFound } from '../../errors';
import { totalPages } from '../../site/paging';
import { type Lang } from '../../../i18n/messages';
import { pick } from '../../../i18n/pick';
import { pointsFor, settleBet } from '../games/bets';
import { dicePayTable } from '../rtp';
import { gameByCode, gameIcon } from '../games/catalog';
import {
  armFailpoint,
  balanceOf,
  failpoint,
  failpointError,
  lockedBalance,
  takeFailpoint,
} from '../../ledger/ledger';
import { balanceMovedBy, balanceNoticeOf } from '../../ledger/balance-hub';
import { metricsOf } from '../../../lib/metrics';
import { nowOf } from '../../site/clock';
import { toMajor, toMinor } from '../../ledger/money';
import {
  DICE_LIMITS,
  HOUSE_EDGE_PERCENT,
  diceRoll,
  isWin,
  multiplier4,
  newClientSeed,
  newServerSeed,
  sha256Hex,
} from './dice';

/**
 * In-house games (Dice, docs/gateway/design-notes.md "In-house fairness"): one active seed pair per member and game, rounds
 * played against it (stake, payout, bet record, round and nonce in one transaction), rotation that reveals
 * the old server seed, and verification of a round.
 */

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  active: number;
}
interface RoundRow {
  id: number;
  game_code: string;
  nonce: number;
  client_seed: string;
  amount: number;
  target: number;
  direction: 'under' | 'over';
  roll: number;
  multiplier_bp: number;
  payout: number;
  created_at: string;
  server_seed: string;
  server_seed_hash: string;
  active: number;
}

/** @returns the member's active seed pair for a game, creating the first one on demand. */
async function activeSeed(db: Db, memberId: number, gameCode: string): Promise<SeedRow> {
  const cur = await db.get<SeedRow>(
    'SELECT * FROM inhouse_seed WHERE member_id = ? AND game_code = ? AND active = 1',
    memberId,
    gameCode,
  );
  if (cur) return cur;
  const seed = newServerSeed();
  const r = await db.insert(
    'INSERT INTO inhouse_seed (member_id, game_code, server_seed, server_seed_hash, client_seed, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    memberId,
    gameCode,
    seed,
    sha256Hex(seed),
    newClientSeed(),
    new Date().toISOString(),
  );
  return (await db.get<SeedRow>('SELECT * FROM inhouse_seed WHERE id = ?', r))!;
}

const ROUND_SELECT = `SELECT r.*, s.server_seed, s.server_seed_hash, s.active FROM inhouse_round r JOIN inhouse_seed s ON s.id = r.seed_id`;

const toRound = (r: RoundRow): InhouseRound => ({
  roundId: r.id,
  gameCode: r.game_code,
  nonce: r.nonce,
  clientSeed: r.client_seed,
  serverSeedHash: r.server_seed_hash,
  // the server seed stays secret while it is active: revealing it would let the player predict rolls
  serverSeed: r.active ? null : r.server_seed,
  amount: toMajor(r.amount),
  target: r.target / 100,
  direction: r.direction,
  roll: r.roll / 100,
  multiplier: r.multiplier_bp / 10000,
  win: r.payout > 0,
  payout: toMajor(r.payout),
  createdAt: r.created_at,
});

/** The in-house games on offer, with limits and house edge. */
export async function inhouseGames(db: Db, lang: Lang): Promise<InhouseGamesValue> {
  const g = await gameByCode(db, 'DICE');
  return {
    list: g
      ? [
          {
            gameCode: 'DICE',
            name: pick(lang, g.name_pt, g.name_en),
            description: pick(
              lang,
              'Escolha um alvo e aposte se o número sai abaixo ou acima. Cada resultado pode ser verificado.',
              'Pick a target and bet the roll lands under or over it. Every result can be verified.',
            ),
            minBet: toMajor(DICE_LIMITS.minBet),
            maxBet: toMajor(DICE_LIMITS.maxBet),
            houseEdge: HOUSE_EDGE_PERCENT,
            iconUrl: gameIcon('DICE'),
            rtp: 100 - HOUSE_EDGE_PERCENT,
            payTable: dicePayTable(lang),
          },
        ]
      : [],
  };
}

const stateOf = async (
  db: Db,
  memberId: number,
  gameCode: string,
  s: SeedRow,
): Promise<InhouseStateValue> => ({
  gameCode,
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  nonce: s.next_nonce,
  balance: toMajor(await balanceOf(db, memberId)),
});

/** The member's active seed pair (created on first use) and balance. */
export async function seedState(db: Db, memberId: number, gameCode: string): Promise<InhouseStateValue> {
  const s = await db.transaction(async () => await activeSeed(db, memberId, gameCode));
  return await stateOf(db, memberId, gameCode, s);
}

/** Sets the client seed of the active pair. */
export async function setClientSeed(
  db: Db,
  memberId: number,
  gameCode: string,
  clientSeed: string,
): Promise<InhouseStateValue> {
  const s = await db.transaction(async () => {
    const cur = await activeSeed(db, memberId, gameCode);
    await db.run('UPDATE inhouse_seed SET client_seed = ? WHERE id = ?', clientSeed, cur.id);
    return { ...cur, client_seed: clientSeed };
  });
  return await stateOf(db, memberId, gameCode, s);
}

/**
 * Plays one round. One transaction: nonce, stake, payout, bet record and round; a failure leaves the
 * nonce unused and the balance untouched.
 * @throws 400 `inhouse.bet_limits`, `inhouse.target_invalid`; 404 `inhouse.game_not_found`
 */
export async function playDice(db: Db, memberId: number, b: InhousePlayBody): Promise<InhousePlayValue> {
  const amount = toMinor(b.amount);
  if (amount < DICE_LIMITS.minBet || amount > DICE_LIMITS.maxBet)
    throw badRequest('inhouse.bet_limits', {
      min: toMajor(DICE_LIMITS.minBet),
      max: toMajor(DICE_LIMITS.maxBet),
    });
  const target = Math.round(b.target * 100);
  if (
    Math.abs(b.target * 100 - target) > 1e-6 ||
    target < DICE_LIMITS.minTarget ||
    target > DICE_LIMITS.maxTarget
  )
    throw badRequest('inhouse.target_invalid');
  if (db.engine === 'postgres') {
    const one = await playDiceInOne(db, memberId, b, amount, target);
    if (one) return one;
  }
  const game = await gameByCode(db, b.gameCode);
  if (!game) throw notFound('inhouse.game_not_found');
  seedsOf(db).delete(seedKey(memberId, b.gameCode));
  // READ COMMITTED behind the member's account lock, as the other money routes (ledger.ts idempotent()): one
  // member's rounds run one after the other, each reading what the last committed (nonce, limits, balance); under
  // SERIALIZABLE, rounds of the same member on several gateway processes ran out of retries
  const { round, balance, nextNonce } = await db.transaction(
    async () => {
      await lockedBalance(db, memberId);
      const seed = await takeNonce(db, memberId, b.gameCode);
      const nonce = seed.next_nonce;
      const roll = diceRoll(seed.server_seed, seed.client_seed, nonce);
      const mult = multiplier4(target, b.direction);
      const payout = isWin(roll, target, b.direction) ? Math.floor((amount * mult) / 10000) : 0;
      const bet = await settleBet(db, {
        memberId,
        nodeId: game.node_id,
        gameCode: game.game_code,
        gameType: 'INHOUSE',
        vassalage: game.vassalage,
        amount,
        payout,
      });
      failpoint('inhouse.after_bet');
      const createdAt = new Date().toISOString();
      const r = await db.insert(
        `INSERT INTO inhouse_round (member_id, game_code, seed_id, client_seed, nonce, amount, target, direction, roll, multiplier_bp, payout, bet_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        memberId,
        b.gameCode,
        seed.id,
        seed.client_seed,
        nonce,
        amount,
        target,
        b.direction,
        roll,
        mult,
        payout,
        bet.betId,
        createdAt,
      );
      // the round as written (no read back: the seed is the active one, its server seed still secret)
      const row: RoundRow = {
        id: Number(r),
        game_code: b.gameCode,
        nonce,
        client_seed: seed.client_seed,
        amount,
        target,
        direction: b.direction,
        roll,
        multiplier_bp: mult,
        payout,
        created_at: createdAt,
        server_seed: seed.server_seed,
        server_seed_hash: seed.server_seed_hash,
        active: seed.active,
      };
      return { round: row, balance: bet.balance, nextNonce: nonce + 1 };
    },
    { isolation: 'read committed' },
  );
  return { round: toRound(round), balance: toMajor(balance), nextNonce };
}

/**
 * The member's active seed pair as this process last saw it, per member and game (PostgreSQL's one-statement round),
 * with how many nonces from its `next_nonce` on a round sends rolls for: 1 until this process finds the pair moved
 * on by another call (a round of the member's on another process, or two of theirs at once here), then `WIDE`.
 */
const seedCaches = new WeakMap<Db, Map<string, SeedRow & { window: number }>>();
/**
 * The window once a pair is seen moving elsewhere: behind a balancer that does not keep a member on one process,
 * the others take a nonce or a few between two of this process's rounds. Each nonce more costs one HMAC here (about
 * 3.4 µs); a lag past it costs one round trip more ('stale'), as before.
 */
const WIDE = 8;
/** A list of integers as PostgreSQL's array text (bound as one parameter, cast in the statement). */
const pgArray = (xs: number[]) => `{${xs.join(',')}}`;
/** Pairs kept per process: past it the map starts again (a pair missing costs one more round trip, nothing else). */
const MAX_CACHED_SEEDS = 20_000;
const seedKey = (memberId: number, gameCode: string) => `${memberId}:${gameCode}`;
function seedsOf(db: Db): Map<string, SeedRow & { window: number }> {
  let m = seedCaches.get(db);
  if (!m) seedCaches.set(db, (m = new Map()));
  return m;
}

/** How many times the one-statement round computes again on a pair another call moved meanwhile. */
const STALE_ATTEMPTS = 4;
/** PostgreSQL's "run it again" codes (db.ts): the statement is its own transaction here. */
const RETRYABLE = new Set(['40001', '40P01']);
const FAILPOINTS = ['bet.after_debit', 'inhouse.after_bet'] as const;

interface OneRow {
  status: 'ok' | 'stale' | 'slow' | 'no_game';
  bet_id: number | null;
  round_id: number | null;
  balance: number | null;
  seed_id: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  next_nonce: number | null;
}

/**
 * PostgreSQL: the round in one statement, `jogo_dice_round` (migrations 220 and 250): the same writes, locks and
 * daily figures as the steps below, one round trip instead of 15 to 17. The rolls are computed here from the seed
 * pair this process last saw, for its next nonce and, once the pair is seen moving elsewhere, the few after it; the
 * function takes the pair's next nonce if it is still the active pair and that nonce is one of them, else it
 * answers the active pair ('stale') and this computes again (a member's first round in this process, more rounds
 * of theirs on other processes than the window, a rotation, a new client seed). The statement is its own READ
 * COMMITTED transaction (PostgreSQL's default), the member's MAIN account locked first, as `playDice`'s steps.
 * @returns the round, or null when the function leaves it to the steps (no MAIN account yet, a protection limit
 *   or state to check, no active pair yet, the pair moving under every attempt)
 */
async function playDiceInOne(
  db: Db,
  memberId: number,
  b: InhousePlayBody,
  amount: number,
  target: number,
): Promise<InhousePlayValue | null> {
  const seeds = seedsOf(db);
  const key = seedKey(memberId, b.gameCode);
  const mult = multiplier4(target, b.direction);
  const notice = balanceNoticeOf(db, memberId);
  for (let attempt = 1; attempt <= STALE_ATTEMPTS + 1; attempt++) {
    const seed = seeds.get(key);
    const first = seed?.next_nonce ?? 0;
    // the roll and payout of each nonce of the window, each computed by dice.ts for exactly that nonce
    const rolls = seed
      ? Array.from({ length: seed.window }, (_, i) => diceRoll(seed.server_seed, seed.client_seed, first + i))
      : [0];
    const payouts = rolls.map((roll) =>
      isWin(roll, target, b.direction) ? Math.floor((amount * mult) / 10000) : 0,
    );
    const at = new Date(nowOf(db)).toISOString();
    const createdAt = new Date().toISOString();
    const fail = seed ? takeFailpoint(FAILPOINTS) : null;
    let row: OneRow;
    try {
      row = (await db.get<OneRow>(
        'SELECT * FROM jogo_dice_round(?, ?, ?, ?, ?, ?, ?::BIGINT[], ?, ?, ?::BIGINT[], ?, ?, ?, ?, ?, ?, ?)',
        memberId,
        b.gameCode,
        seed?.id ?? 0,
        first,
        seed?.client_seed ?? '',
        amount,
        pgArray(payouts),
        target,
        b.direction,
        pgArray(rolls),
        mult,
        pointsFor(amount),
        at,
        createdAt,
        notice.channel,
        notice.payload,
        fail,
      ))!;
    } catch (err) {
      const code = String((err as { code?: unknown }).code);
      if (code === 'JG002' && fail) throw failpointError(fail);
      if (fail) armFailpoint(fail);
      if (code === 'JG001') throw badRequest('wallet.insufficient_balance');
      if (RETRYABLE.has(code) && attempt <= STALE_ATTEMPTS) continue;
      throw err;
    }
    // a failure point handed to a call that wrote nothing stays armed for the next
    if (fail && row.status !== 'ok') armFailpoint(fail);
    if (row.status === 'no_game') throw notFound('inhouse.game_not_found');
    if (row.status === 'slow') return null;
    if (row.status === 'stale') {
      if (seeds.size >= MAX_CACHED_SEEDS) seeds.clear();
      // the same pair further on: someone else plays it too, so the next rounds send a window
      const moved = seed !== undefined && seed.id === row.seed_id && seed.client_seed === row.client_seed;
      seeds.set(key, {
        id: row.seed_id!,
        server_seed: row.server_seed!,
        server_seed_hash: row.server_seed_hash!,
        client_seed: row.client_seed!,
        next_nonce: row.next_nonce!,
        active: 1,
        window: moved ? WIDE : (seed?.window ?? 1),
      });
      continue;
    }
    const s = seed!;
    const nonce = row.next_nonce! - 1;
    const roll = rolls[nonce - first]!;
    const payout = payouts[nonce - first]!;
    seeds.set(key, { ...s, next_nonce: nonce + 1 });
    const metrics = metricsOf(db);
    if (metrics)
      db.afterCommit(() => {
        metrics.moneyMoved('BET', -amount);
        if (payout > 0) metrics.moneyMoved('PAYOUT', payout);
        metrics.betSettled();
      });
    balanceMovedBy(db, memberId);
    const round: RoundRow = {
      id: row.round_id!,
      game_code: b.gameCode,
      nonce,
      client_seed: s.client_seed,
      amount,
      target,
      direction: b.direction,
      roll,
      multiplier_bp: mult,
      payout,
      created_at: createdAt,
      server_seed: s.server_seed,
      server_seed_hash: s.server_seed_hash,
      active: 1,
    };
    return { round: toRound(round), balance: toMajor(row.balance!), nextNonce: nonce + 1 };
  }
  seeds.delete(key);
  return null;
}

/**
 * Takes the next nonce of the member's active seed pair (creating the first pair on demand) in one statement: the
 * row as it was before, its `next_nonce` the nonce taken. Inside the round's transaction, so a round that fails
 * leaves the nonce unused.
 */
async function takeNonce(db: Db, memberId: number, gameCode: string): Promise<SeedRow> {
  const take = (where: string, ...args: (string | number)[]) =>
    db.get(
      `UPDATE inhouse_seed SET next_nonce = next_nonce + 1 WHERE ${where} RETURNING *`,
      ...args,
    ) as Promise<SeedRow | undefined>;
  const row =
    (await take('member_id = ? AND game_code = ? AND active = 1', memberId, gameCode)) ??
    (await take('id = ?', (await activeSeed(db, memberId, gameCode)).id));
  return { ...row!, next_nonce: row!.next_nonce - 1 };
}

/** Retires the active pair (revealing its server seed) and starts a new one with the same client seed. */
export async function rotateSeed(db: Db, memberId: number, gameCode: string): Promise<InhouseRotateValue> {
  return await db.transaction(async (): Promise<InhouseRotateValue> => {
    const old = await activeSeed(db, memberId, gameCode);
    await db.run(
      'UPDATE inhouse_seed SET active = 0, revealed_at = ? WHERE id = ?',
      new Date().toISOString(),
      old.id,
    );
    const next = await activeSeed(db, memberId, gameCode);
    // the player's chosen client seed carries over to the new pair
    await db.run('UPDATE inhouse_seed SET client_seed = ? WHERE id = ?', old.client_seed, next.id);
    return {
      previousServerSeed: old.server_seed,
      previousServerSeedHash: old.server_seed_hash,
      serverSeedHash: next.server_seed_hash,
      clientSeed: old.client_seed,
      nonce: 0,
    };
  });
}

/** The member's rounds of a game, newest first. */
export async function roundHistory(
  db: Db,
  memberId: number,
  gameCode: string,
  pageNo: number,
  pageSize: number,
): Promise<InhouseHistoryValue> {
  const n = await db.number(
    'SELECT COUNT(*) AS n FROM inhouse_round WHERE member_id = ? AND game_code = ?',
    memberId,
    gameCode,
  );
  const rows = await db.all<RoundRow>(
    `${ROUND_SELECT} WHERE r.member_id = ? AND r.game_code = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
    memberId,
    gameCode,
    pageSize,
    (pageNo - 1) * pageSize,
  );
  return { list: rows.map(toRound), totalPages: totalPages(n, pageSize) };
}

/**
 * Recomputes a round's roll from its revealed server seed and checks the commitment.
 * @throws 404 `inhouse.round_not_found` (also for another member's round)
 */
export async function verifyRound(db: Db, memberId: number, roundId: number): Promise<InhouseVerifyValue> {
  const r = await db.get<RoundRow>(`${ROUND_SELECT} WHERE r.id = ? AND r.member_id = ?`, roundId, memberId);
  if (!r) throw notFound('inhouse.round_not_found');
  const revealed = r.active ? null : r.server_seed;
  const computed = revealed ? diceRoll(revealed, r.client_seed, r.nonce) : null;
  return {
    roundId: r.id,
    serverSeed: revealed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    computedRoll: computed === null ? null : computed / 100,
    recordedRoll: r.roll / 100,
    verified: revealed !== null && sha256Hex(revealed) === r.server_seed_hash && computed === r.roll,
  };
}

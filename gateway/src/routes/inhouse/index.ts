import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type { Db } from '../../db/open-db';
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
import { AMOUNT, CLIENT_QUERY, PAGE_NO, pageSize } from '../../http/schema';
import { pick } from '../../i18n/pick';
import { toMajor, toMinor } from '../../domain/ledger/money';
import { totalPages } from '../../http/paging';
import { balanceOf, failpoint } from '../../domain/ledger/ledger';
import { settleBet } from '../../domain/games/bets';
import { gameByCode, gameIcon } from '../../domain/games/catalog';
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
import { memberOf } from '../../http/member';

registerMessages({
  'inhouse.game_not_found': { PT: 'Jogo da casa não encontrado', EN: 'In-house game not found' },
  'inhouse.bet_limits': {
    PT: 'Aposta fora dos limites ({min} a {max})',
    EN: 'Bet outside the limits ({min} to {max})',
  },
  'inhouse.target_invalid': {
    PT: 'Alvo inválido: entre 2.00 e 97.99 com 2 casas decimais',
    EN: 'Invalid target: between 2.00 and 97.99 with 2 decimals',
  },
  'inhouse.round_not_found': { PT: 'Ronda não encontrada', EN: 'Round not found' },
});

const GAME_CODE = { type: 'string', enum: ['DICE'] } as const;

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
function activeSeed(db: Db, memberId: number, gameCode: string): SeedRow {
  const cur = db
    .prepare('SELECT * FROM inhouse_seed WHERE member_id = ? AND game_code = ? AND active = 1')
    .get(memberId, gameCode) as SeedRow | undefined;
  if (cur) return cur;
  const seed = newServerSeed();
  const r = db
    .prepare(
      'INSERT INTO inhouse_seed (member_id, game_code, server_seed, server_seed_hash, client_seed, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, gameCode, seed, sha256Hex(seed), newClientSeed(), new Date().toISOString());
  return db.prepare('SELECT * FROM inhouse_seed WHERE id = ?').get(r.lastInsertRowid) as SeedRow;
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

export default async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.get(
    '/wps/inhouse/games',
    { schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } } },
    async (request) => {
      const g = gameByCode(db, 'DICE');
      const value: InhouseGamesValue = {
        list: g
          ? [
              {
                gameCode: 'DICE',
                name: pick(request.lang, g.name_pt, g.name_en),
                description: pick(
                  request.lang,
                  'Escolha um alvo e aposte se o número sai abaixo ou acima. Cada resultado pode ser verificado.',
                  'Pick a target and bet the roll lands under or over it. Every result can be verified.',
                ),
                minBet: toMajor(DICE_LIMITS.minBet),
                maxBet: toMajor(DICE_LIMITS.maxBet),
                houseEdge: HOUSE_EDGE_PERCENT,
                iconUrl: gameIcon('DICE'),
              },
            ]
          : [],
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: { gameCode: string } }>(
    '/wps/inhouse/state',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          required: ['gameCode'],
          properties: { ...CLIENT_QUERY, gameCode: GAME_CODE },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const code = request.query.gameCode;
      const s = db.transaction(() => activeSeed(db, id, code))();
      const value: InhouseStateValue = {
        gameCode: code,
        serverSeedHash: s.server_seed_hash,
        clientSeed: s.client_seed,
        nonce: s.next_nonce,
        balance: toMajor(balanceOf(db, id)),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { gameCode: string; clientSeed: string } }>(
    '/wps/inhouse/client-seed',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['gameCode', 'clientSeed'],
          additionalProperties: false,
          properties: {
            gameCode: GAME_CODE,
            clientSeed: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const s = db.transaction(() => {
        const cur = activeSeed(db, id, request.body.gameCode);
        db.prepare('UPDATE inhouse_seed SET client_seed = ? WHERE id = ?').run(
          request.body.clientSeed,
          cur.id,
        );
        return { ...cur, client_seed: request.body.clientSeed };
      })();
      const value: InhouseStateValue = {
        gameCode: request.body.gameCode,
        serverSeedHash: s.server_seed_hash,
        clientSeed: s.client_seed,
        nonce: s.next_nonce,
        balance: toMajor(balanceOf(db, id)),
      };
      return ok(value);
    },
  );

  app.post<{ Body: InhousePlayBody }>(
    '/wps/inhouse/play',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['gameCode', 'amount', 'target', 'direction'],
          additionalProperties: false,
          properties: {
            gameCode: GAME_CODE,
            amount: AMOUNT,
            target: { type: 'number', minimum: 2, maximum: 97.99 },
            direction: { type: 'string', enum: ['under', 'over'] },
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const b = request.body;
      const amount = toMinor(b.amount);
      if (amount < DICE_LIMITS.minBet || amount > DICE_LIMITS.maxBet)
        throw badRequest('inhouse.bet_limits', {
          min: toMajor(DICE_LIMITS.minBet).toFixed(2),
          max: toMajor(DICE_LIMITS.maxBet).toFixed(2),
        });
      const target = Math.round(b.target * 100);
      if (
        Math.abs(b.target * 100 - target) > 1e-6 ||
        target < DICE_LIMITS.minTarget ||
        target > DICE_LIMITS.maxTarget
      )
        throw badRequest('inhouse.target_invalid');
      const game = gameByCode(db, b.gameCode);
      if (!game) throw notFound('inhouse.game_not_found');
      // One transaction: nonce, stake, payout, bet record and round. A failure leaves the nonce unused.
      const { roundId, balance, nextNonce } = db.transaction(() => {
        const seed = activeSeed(db, id, b.gameCode);
        const nonce = seed.next_nonce;
        const roll = diceRoll(seed.server_seed, seed.client_seed, nonce);
        const mult = multiplier4(target, b.direction);
        const payout = isWin(roll, target, b.direction) ? Math.floor((amount * mult) / 10000) : 0;
        const bet = settleBet(db, {
          memberId: id,
          nodeId: game.node_id,
          gameCode: game.game_code,
          gameType: 'INHOUSE',
          vassalage: game.vassalage,
          amount,
          payout,
        });
        failpoint('inhouse.after_bet');
        const r = db
          .prepare(
            `INSERT INTO inhouse_round (member_id, game_code, seed_id, client_seed, nonce, amount, target, direction, roll, multiplier_bp, payout, bet_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
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
            new Date().toISOString(),
          );
        db.prepare('UPDATE inhouse_seed SET next_nonce = next_nonce + 1 WHERE id = ?').run(seed.id);
        return { roundId: Number(r.lastInsertRowid), balance: bet.balance, nextNonce: nonce + 1 };
      })();
      const round = db.prepare(`${ROUND_SELECT} WHERE r.id = ?`).get(roundId) as RoundRow;
      const value: InhousePlayValue = { round: toRound(round), balance: toMajor(balance), nextNonce };
      return ok(value);
    },
  );

  app.post<{ Body: { gameCode: string } }>(
    '/wps/inhouse/rotate',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['gameCode'],
          additionalProperties: false,
          properties: { gameCode: GAME_CODE },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const value = db.transaction((): InhouseRotateValue => {
        const old = activeSeed(db, id, request.body.gameCode);
        db.prepare('UPDATE inhouse_seed SET active = 0, revealed_at = ? WHERE id = ?').run(
          new Date().toISOString(),
          old.id,
        );
        const next = activeSeed(db, id, request.body.gameCode);
        // the player's chosen client seed carries over to the new pair
        db.prepare('UPDATE inhouse_seed SET client_seed = ? WHERE id = ?').run(old.client_seed, next.id);
        return {
          previousServerSeed: old.server_seed,
          previousServerSeedHash: old.server_seed_hash,
          serverSeedHash: next.server_seed_hash,
          clientSeed: old.client_seed,
          nonce: 0,
        };
      })();
      return ok(value);
    },
  );

  app.get<{ Querystring: { gameCode: string; pageNo: number; pageSize: number } }>(
    '/wps/inhouse/history',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          required: ['gameCode'],
          properties: { ...CLIENT_QUERY, gameCode: GAME_CODE, pageNo: PAGE_NO, pageSize: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const id = memberOf(request).id;
      const n = (
        db
          .prepare('SELECT COUNT(*) AS n FROM inhouse_round WHERE member_id = ? AND game_code = ?')
          .get(id, q.gameCode) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `${ROUND_SELECT} WHERE r.member_id = ? AND r.game_code = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
        )
        .all(id, q.gameCode, q.pageSize, (q.pageNo - 1) * q.pageSize) as RoundRow[];
      const value: InhouseHistoryValue = { list: rows.map(toRound), totalPages: totalPages(n, q.pageSize) };
      return ok(value);
    },
  );

  app.get<{ Querystring: { roundId: number } }>(
    '/wps/inhouse/verify',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          required: ['roundId'],
          properties: { ...CLIENT_QUERY, roundId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const roundId = request.query.roundId;
      const r = db
        .prepare(`${ROUND_SELECT} WHERE r.id = ? AND r.member_id = ?`)
        .get(roundId, memberOf(request).id) as RoundRow | undefined;
      if (!r) throw notFound('inhouse.round_not_found');
      const revealed = r.active ? null : r.server_seed;
      const computed = revealed ? diceRoll(revealed, r.client_seed, r.nonce) : null;
      const value: InhouseVerifyValue = {
        roundId: r.id,
        serverSeed: revealed,
        serverSeedHash: r.server_seed_hash,
        clientSeed: r.client_seed,
        nonce: r.nonce,
        computedRoll: computed === null ? null : computed / 100,
        recordedRoll: r.roll / 100,
        verified: revealed !== null && sha256Hex(revealed) === r.server_seed_hash && computed === r.roll,
      };
      return ok(value);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { AMOUNT, CLIENT_QUERY, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import {
  INHOUSE_GAMES,
  inhouseGames,
  playDice,
  rotateSeed,
  roundHistory,
  seedState,
  setClientSeed,
  verifyRound,
} from '../../domain/inhouse/rounds';

const GAME_CODE = oneOf(INHOUSE_GAMES);
const GamesQuery = Type.Object(CLIENT_QUERY);
const StateQuery = Type.Object({ ...CLIENT_QUERY, gameCode: GAME_CODE });
const ClientSeedBody = Type.Object(
  { gameCode: GAME_CODE, clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) },
  { additionalProperties: false },
);
const PlayBody = Type.Object(
  {
    gameCode: GAME_CODE,
    amount: AMOUNT,
    target: Type.Number({ minimum: 2, maximum: 97.99 }),
    direction: oneOf(['under', 'over'] as const),
  },
  { additionalProperties: false },
);
const RotateBody = Type.Object({ gameCode: GAME_CODE }, { additionalProperties: false });
const HistoryQuery = Type.Object({ ...CLIENT_QUERY, gameCode: GAME_CODE, ...PAGING(20, 100) });
const VerifyQuery = Type.Object({ ...CLIENT_QUERY, roundId: Type.Integer({ minimum: 1 }) });

/** In-house games (Dice): state, client seed, play, rotate, history, verify (README "In-house fairness"). */
export default async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, moduleId: 'GAMELO3' };

  app.get(
    '/wps/inhouse/games',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: GamesQuery } },
    async (request) => ok(await inhouseGames(db, request.lang)),
  );

  app.get<{ Querystring: Static<typeof StateQuery> }>(
    '/wps/inhouse/state',
    { config: cfg, schema: { querystring: StateQuery } },
    async (request) => ok(await seedState(db, memberOf(request).id, request.query.gameCode)),
  );

  app.post<{ Body: Static<typeof ClientSeedBody> }>(
    '/wps/inhouse/client-seed',
    { config: cfg, schema: { body: ClientSeedBody } },
    async (request) =>
      ok(await setClientSeed(db, memberOf(request).id, request.body.gameCode, request.body.clientSeed)),
  );

  app.post<{ Body: Static<typeof PlayBody> }>(
    '/wps/inhouse/play',
    { config: cfg, schema: { body: PlayBody } },
    async (request) => ok(await playDice(db, memberOf(request).id, request.body)),
  );

  app.post<{ Body: Static<typeof RotateBody> }>(
    '/wps/inhouse/rotate',
    { config: cfg, schema: { body: RotateBody } },
    async (request) => ok(await rotateSeed(db, memberOf(request).id, request.body.gameCode)),
  );

  app.get<{ Querystring: PagedQuery<typeof HistoryQuery> }>(
    '/wps/inhouse/history',
    { config: cfg, schema: { querystring: HistoryQuery } },
    async (request) =>
      ok(
        await roundHistory(
          db,
          memberOf(request).id,
          request.query.gameCode,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get<{ Querystring: Static<typeof VerifyQuery> }>(
    '/wps/inhouse/verify',
    { config: cfg, schema: { querystring: VerifyQuery } },
    async (request) => ok(await verifyRound(db, memberOf(request).id, request.query.roundId)),
  );
}

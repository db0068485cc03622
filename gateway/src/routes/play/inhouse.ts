import type { FastifyInstance } from 'fastify';
import { LAUNCH as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import {
  inhouseGames,
  playDice,
  rotateSeed,
  roundHistory,
  seedState,
  setClientSeed,
  verifyRound,
} from '../../domain/play/inhouse/rounds';

/** In-house games (Dice): state, client seed, play, rotate, history, verify (docs/gateway/design-notes.md "In-house fairness"). */
export default async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.inhouseGames, async (request) => ok(await inhouseGames(db, request.lang)));

  route(app, D.inhouseState, async (request) =>
    ok(await seedState(db, memberOf(request).id, request.query.gameCode)),
  );

  route(app, D.inhouseSetClientSeed, async (request) =>
    ok(await setClientSeed(db, memberOf(request).id, request.body.gameCode, request.body.clientSeed)),
  );

  route(app, D.inhousePlay, async (request) => ok(await playDice(db, memberOf(request).id, request.body)));

  route(app, D.inhouseRotateSeed, async (request) =>
    ok(await rotateSeed(db, memberOf(request).id, request.body.gameCode)),
  );

  route(app, D.inhouseHistory, async (request) => {
    const q = request.query;
    return ok(await roundHistory(db, memberOf(request).id, q.gameCode, q.pageNo, q.pageSize));
  });

  route(app, D.inhouseVerify, async (request) =>
    ok(await verifyRound(db, memberOf(request).id, request.query.roundId)),
  );
}

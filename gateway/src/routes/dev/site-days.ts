import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { settleBet } from '../../domain/play/games/bets';

const BetsBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    bets: Type.Array(
      Type.Object(
        {
          /** the instant of the bet, ISO with its offset (`2026-11-26T09:15:00-03:00`) */
          at: Type.String({ minLength: 10, maxLength: 40 }),
          /** stake in minor units */
          amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);

/**
 * Operator control of the site's days (development mode only, registered from ./index.ts):
 * `POST /__dev/records/bets { username, bets: [{ at, amount }] }` settles losing rounds of a slot (RNG) game at the
 * given instants (the ledger moves as a real round's would), so a test can hold bets of a known morning or
 * evening and check which site day lists them. Answers the bet ids.
 */
export default async function devSiteDayRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Static<typeof BetsBody> }>(
    '/__dev/records/bets',
    { schema: { body: BetsBody } },
    async (request) => {
      const merchant = typeof request.headers.merchant === 'string' ? request.headers.merchant : 'jogo';
      const member = await app.db.get<{ id: number }>(
        'SELECT id FROM member WHERE merchant_code = ? AND username = ?',
        merchant,
        request.body.username,
      );
      if (!member) throw notFound();
      const game = await app.db.get<{
        node_id: number;
        game_code: string;
        game_type: string;
        vassalage: string;
      }>(
        "SELECT node_id, game_code, game_type, vassalage FROM game WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1",
      );
      if (!game) throw notFound();
      const times = request.body.bets.map((b) => Date.parse(b.at));
      if (times.some(Number.isNaN)) throw badRequest('request.invalid', { detail: 'at' });
      // one after the other: move() reads a balance and writes it, so rounds run at once in one transaction
      // would each debit the same starting balance
      const ids = await app.db.transaction(async () => {
        const betIds: number[] = [];
        for (const [i, b] of request.body.bets.entries()) {
          const r = await settleBet(app.db, {
            memberId: member.id,
            nodeId: game.node_id,
            gameCode: game.game_code,
            gameType: game.game_type,
            vassalage: game.vassalage,
            amount: b.amount,
            payout: 0,
            now: times[i],
          });
          betIds.push(r.betId);
        }
        return betIds;
      });
      return ok({ betIds: ids, gameCode: game.game_code });
    },
  );
}

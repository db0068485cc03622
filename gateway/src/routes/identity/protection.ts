import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PROTECTION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { memberOf } from '../../http/member';
import { deleteSession, hashToken } from '../../domain/identity/sessions';
import { verifyPassword } from '../../domain/identity/passwords';
import { isMarketCode, marketProfileInfo, setMarketCode } from '../../domain/market/profiles';
import {
  cancelLimit,
  liftIndefiniteExclusion,
  pause,
  protectionState,
  selfExclude,
  setLimit,
  setRealityCheck,
} from '../../domain/identity/protection';
import { setDevBarred } from '../../domain/market/barred-register';
import { nowOf } from '../../domain/site/clock';

/** Wrong passwords a session may give to RG_reauth before it ends. */
const REAUTH_MAX_FAILURES = 5;

const MarketBody = Type.Object({ code: Type.String({ maxLength: 8 }) }, { additionalProperties: false });
const BarredBody = Type.Object(
  {
    cpfs: Type.Array(Type.String({ minLength: 11, maxLength: 14 }), { maxItems: 1000 }),
    replace: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const DevMemberBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    seconds: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 86_400 }), Type.Null()])),
  },
  { additionalProperties: false },
);

/**
 * Player protection (module RESPGAME3): the market profile, the protection state, limits, the
 * reality check, pause, self-exclusion and the password after the idle limit (rules in
 * domain/identity/protection/; enforcement in plugins/app/market-policy.ts). In development mode, operator
 * controls: the market, the barred register, a member's reality-check interval in seconds, an idle session,
 * lifting an indefinite exclusion.
 */
export default async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const state = async (memberId: number, token: string | null) =>
    ok(await protectionState(db, memberId, token));

  route(app, D.marketProfile, async (request) => ok(await marketProfileInfo(db, request.merchant)));

  route(app, D.protectionState, async (request) => await state(memberOf(request).id, request.token));

  route(app, D.setLimit, async (request) => {
    const m = memberOf(request);
    await setLimit(db, m.id, request.body.kind, request.body.period, request.body.value);
    return await state(m.id, request.token);
  });

  route(app, D.cancelLimit, async (request) => {
    const m = memberOf(request);
    await cancelLimit(db, m.id, request.body.kind, request.body.period);
    return await state(m.id, request.token);
  });

  route(app, D.setRealityCheck, async (request) => {
    const m = memberOf(request);
    await setRealityCheck(db, m.id, request.body.minutes === null ? null : request.body.minutes * 60);
    return await state(m.id, request.token);
  });

  route(app, D.pause, async (request) => {
    const m = memberOf(request);
    await pause(db, m.id, request.body.days, nowOf(db), request.token ? hashToken(request.token) : undefined);
    return await state(m.id, request.token);
  });

  route(app, D.selfExclude, async (request) =>
    ok(await selfExclude(db, memberOf(request).id, request.body.months)),
  );

  route(app, D.reauth, async (request) => {
    const m = memberOf(request);
    const row = (await db.get<{
      password_hash: string;
    }>('SELECT password_hash FROM member WHERE id = ?', m.id))!;
    const h = hashToken(request.token!);
    if (!(await verifyPassword(request.body.password, row.password_hash))) {
      const f = await db.get<{ reauth_failures: number }>(
        'UPDATE session SET reauth_failures = reauth_failures + 1 WHERE token_hash = ? RETURNING reauth_failures',
        h,
      );
      // the fifth wrong password ends the session: the full login (captcha, lock) takes over
      if (f && f.reauth_failures >= REAUTH_MAX_FAILURES) {
        await deleteSession(db, request.token!);
        throw unauthorized();
      }
      throw new AppError(400, 'reauth.password_wrong', { field: 'password' });
    }
    const at = new Date(nowOf(db)).toISOString();
    await db.run(
      'UPDATE session SET reauth_required = 0, reauth_failures = 0, last_activity_at = ? WHERE token_hash = ?',
      at,
      h,
    );
    return ok({ reauthenticated: true as const });
  });

  if (app.gatewayOptions.mode !== 'development') return;
  const merchantOf = (h: unknown) => (typeof h === 'string' && h ? h : 'jogo');
  const memberByName = async (merchant: string, username: string) => {
    const r = await db.get<{ id: number }>(
      'SELECT id FROM member WHERE merchant_code = ? AND username = ?',
      merchant,
      username,
    );
    if (!r) throw badRequest('request.invalid', { detail: 'username' });
    return r.id;
  };

  /** POST /__dev/market-profile `{ code: 'BR' | 'OPEN' }`: the site's market (setting `market.profile`). */
  app.post<{ Body: Static<typeof MarketBody> }>(
    '/__dev/market-profile',
    { schema: { body: MarketBody } },
    async (request) => {
      if (!isMarketCode(request.body.code))
        throw badRequest('request.invalid', { detail: 'code: BR | OPEN' });
      const merchant = merchantOf(request.headers.merchant);
      await setMarketCode(db, merchant, request.body.code);
      return ok(await marketProfileInfo(db, merchant));
    },
  );

  /** POST /__dev/barred-cpfs `{ cpfs, replace? }`: fills the development barred-player register. */
  app.post<{ Body: Static<typeof BarredBody> }>(
    '/__dev/barred-cpfs',
    { schema: { body: BarredBody } },
    async (request) =>
      ok({ barred: await setDevBarred(db, request.body.cpfs, request.body.replace ?? false) }),
  );

  /** POST /__dev/protection/reality-check `{ username, seconds }`: a short interval for tests (null: off). */
  app.post<{ Body: Static<typeof DevMemberBody> }>(
    '/__dev/protection/reality-check',
    { schema: { body: DevMemberBody } },
    async (request) => {
      const id = await memberByName(merchantOf(request.headers.merchant), request.body.username);
      await setRealityCheck(db, id, request.body.seconds ?? null);
      return ok({ intervalSeconds: request.body.seconds ?? null });
    },
  );

  /** POST /__dev/protection/idle `{ username }`: every session of the member owes its password (idle limit passed). */
  app.post<{ Body: Static<typeof DevMemberBody> }>(
    '/__dev/protection/idle',
    { schema: { body: DevMemberBody } },
    async (request) => {
      const id = await memberByName(merchantOf(request.headers.merchant), request.body.username);
      const r = await db.run('UPDATE session SET reauth_required = 1 WHERE member_id = ?', id);
      return ok({ sessions: r.changes });
    },
  );

  /** POST /__dev/protection/lift-exclusion `{ username }`: the operator lifts an indefinite exclusion (rule in README). */
  app.post<{ Body: Static<typeof DevMemberBody> }>(
    '/__dev/protection/lift-exclusion',
    { schema: { body: DevMemberBody } },
    async (request) =>
      ok(
        await liftIndefiniteExclusion(
          db,
          await memberByName(merchantOf(request.headers.merchant), request.body.username),
        ),
      ),
  );
}

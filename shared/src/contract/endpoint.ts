import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from './errors';
import type { FlagId } from './flags';

/**
 * What the market policy (the gateway's plugins/app/market-policy.ts) refuses on a call, before its handler runs:
 * a transfer between players, a payment channel the market has not, a claim of a deposit-conditioned or cash
 * reward the market does not allow, a withdrawal destination not in the member's CPF, a game launch past a play
 * limit. `depositCpf`, `ownDestination`, `ownWithdrawalCard` and `playLimits` concern the session's member: they
 * run after the session rules (idle re-authentication), the others before.
 */
export const MARKET_REFUSALS = [
  'playerTransfer',
  'depositChannel',
  'depositCpf',
  'depositPromotion',
  'depositMission',
  'depositTask',
  'cashPromotion',
  'cashMission',
  'rewardTask',
  'rebate',
  'redEnvelope',
  'mallCredit',
  'pointsToCash',
  'ownDestination',
  'ownWithdrawalCard',
  'playLimits',
] as const;
export type MarketRefusal = (typeof MARKET_REFUSALS)[number];

/** What the market policy leaves out of (or zeroes in) an answer: the catalogue, the pages and the claims agree. */
export const MARKET_OMISSIONS = [
  'depositChannels',
  'promotions',
  'mallCredits',
  'pointsToCash',
  'vipRewards',
  'redEnvelopeCount',
  'rebate',
  'banners',
  'announcements',
  'missions',
  'depositTasks',
] as const;
export type MarketOmission = (typeof MARKET_OMISSIONS)[number];

/**
 * One declaration per endpoint: what the client sends and reads, what the gateway registers and validates, what
 * the OpenAPI document and the conformance kit describe and check. The browser never loads these objects: its
 * catalogue (`@jogo/shared/api` ENDPOINTS) is the light part written to JSON by `npm run contract -w @jogo/shared`,
 * typed from here with `import type`.
 */
export interface EndpointDeclaration<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  A extends TSchema = TSchema,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the site origin, e.g. `/wps/relay/GCSGAME_gameList` */
  path: string;
  /** the platform module id sent as the `ModuleId` header */
  moduleId: string;
  /** `member`: a live session is required; `optional`: a session is read when sent; `none`: not read */
  auth: 'none' | 'optional' | 'member';
  /** a trial session is refused (403 `member.trial_not_allowed`) */
  trial?: false;
  /** an agent session only (403 `agent.only`) */
  agent?: true;
  /** the module flag that must be enabled for the merchant (403 `module.disabled`) */
  moduleFlag?: FlagId;
  /** the body is hybrid-encrypted (`{ value }` + `Encryption` header); plaintext is refused */
  encrypted?: true;
  /** how the body is sent: JSON (default), a form (`application/x-www-form-urlencoded`) or multipart */
  bodyType?: 'json' | 'form' | 'multipart';
  /** a bet or a money movement: refused while the session owes its password (the market policy) */
  guarded?: true;
  /** not activity for the session clock although it is not a read (the clock's own calls) */
  activity?: false;
  /** the market policy's rules on this call: refusals in order, and the omission of its answer */
  market?: { refuse?: readonly MarketRefusal[]; omit?: MarketOmission };
  /**
   * opened by the browser itself (EventSource): no protocol headers are sent, so the route skips the `Merchant`
   * check and authorises by its own means (a ticket in the query)
   */
  headerless?: true;
  /**
   * a stream of server-sent events (`text/event-stream`), not one JSON answer: `answer` is the `data` of each
   * event named `event`; a refusal before the stream opens is the failure envelope as usual
   */
  stream?: { event: string };
  /** one line: what the call does (the OpenAPI summary) */
  summary: string;
  /**
   * the rules a caller needs beyond the summary and the schemas (limits, orders of states, what a field means):
   * the OpenAPI description and the "Rules" column of gateway/README.md's endpoint table
   */
  rules?: string;
  query?: Q;
  /** a query that gets an answer when the required parameters alone do not (the conformance kit reads with it) */
  exampleQuery?: Record<string, string | number>;
  body?: B;
  /** the answer's `value` */
  answer: A;
  /** the codes this endpoint may answer besides the ones every call may (see `errorsOf`) */
  errors?: readonly ErrorCode[];
}

/** Any declaration, whatever its schemas. */
export type AnyDeclaration = EndpointDeclaration<TSchema | undefined, TSchema | undefined, TSchema>;

/** Declares an endpoint (an identity that keeps the schemas' types). */
export const declareEndpoint = <
  A extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
>(
  d: EndpointDeclaration<Q, B, A>,
): EndpointDeclaration<Q, B, A> => d;

/** The answer (`value`) type of a declaration. */
export type AnswerOf<D> = D extends { answer: infer A extends TSchema } ? Static<A> : never;
/** The body type of a declaration (`never` when it takes none). */
export type BodyOf<D> =
  D extends EndpointDeclaration<TSchema | undefined, infer B, TSchema>
    ? B extends TSchema
      ? Static<B>
      : never
    : never;
/** The query type of a declaration (`never` when it takes none). */
export type QueryOf<D> =
  D extends EndpointDeclaration<infer Q, TSchema | undefined, TSchema>
    ? Q extends TSchema
      ? Static<Q>
      : never
    : never;

/** The answer envelope of DESIGN.md section 5 around a `value` schema. */
export const okEnvelope = <A extends TSchema>(answer: A) =>
  Type.Object({ success: Type.Literal(true), value: answer });

/** The failure envelope: `{ success: false, errorCode, message, value? }`, `message` in the request language. */
export const FAIL_ENVELOPE = Type.Object({
  success: Type.Literal(false),
  errorCode: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.Object({})),
});

/**
 * Every code a declaration may answer: its own, plus those each call may by its kind (bad input, a missing or
 * refused session, the module flag, a refused plaintext body, the throttles, maintenance, a process stopping or a
 * database away), with their statuses.
 */
export function errorsOf(d: AnyDeclaration): { code: ErrorCode; status: number }[] {
  const codes = new Set<ErrorCode>([
    'request.invalid',
    'system.maintenance',
    'system.stopping',
    'system.unavailable',
    'TOO_MANY_REQUESTS',
    'system.error',
  ]);
  if (d.auth === 'member') codes.add('login.not.session');
  if (d.trial === false) codes.add('member.trial_not_allowed');
  if (d.agent) codes.add('agent.only');
  if (d.moduleFlag) codes.add('module.disabled');
  if (d.encrypted) {
    codes.add('request_body_required');
    codes.add('request.decrypt_failed');
  }
  if (d.guarded) codes.add('session.reauth.required');
  for (const c of d.errors ?? []) codes.add(c);
  return [...codes].map((code) => ({ code, status: ERROR_CODES[code].status }));
}

/** The part of a declaration the browser's catalogue holds (no schema). */
export interface CatalogueEntry {
  method: EndpointDeclaration['method'];
  path: string;
  moduleId: string;
  auth: boolean;
  encrypted?: true;
  body?: 'form' | 'multipart';
}

/** @returns the browser catalogue's entry of a declaration */
export function catalogueEntry(d: AnyDeclaration): CatalogueEntry {
  return {
    method: d.method,
    path: d.path,
    moduleId: d.moduleId,
    auth: d.auth !== 'none',
    ...(d.encrypted ? { encrypted: true as const } : {}),
    ...(d.bodyType && d.bodyType !== 'json' ? { body: d.bodyType } : {}),
  };
}

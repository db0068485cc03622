import { Type, type Static, type TInteger, type TObject, type TSchema } from '@sinclair/typebox';

/**
 * Schema parts the routes share (TypeBox: each is plain JSON schema for the validator and carries its
 * TypeScript type, so a route declares its schema once and takes its handler's types from it with
 * `Static<typeof Schema>`).
 */

/**
 * A schema with a `default` that its type keeps: the validator (Ajv `useDefaults`) fills it in, so the handler's
 * query type (`StaticWithDefaults`) has the property whatever the client sent.
 */
export type TDefaulted<S extends TSchema> = S & { default: Static<S> };
/** An integer with a default the handler's type knows (`TDefaulted`). */
export const integerWithDefault = (dflt: number, options: { minimum?: number; maximum?: number } = {}) =>
  Type.Integer({ ...options, default: dflt }) as TDefaulted<TInteger>;

export const PAGE_NO = integerWithDefault(1, { minimum: 1, maximum: 100000 });
export const pageSize = (dflt: number, max = 100) => integerWithDefault(dflt, { minimum: 1, maximum: max });
export const DATE = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** amounts on the wire: positive decimals, checked for 2 decimals by toMinor() (domain/ledger/money) */
export const AMOUNT = Type.Number({ exclusiveMinimum: 0, maximum: 100000000 });
export const SHORT_TEXT = (max = 64) => Type.String({ maxLength: max });
/** client, platform and language parameters the spec's calls carry; accepted and ignored */
export const CLIENT_QUERY = {
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  platform: Type.Optional(Type.String({ maxLength: 32 })),
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
  token: Type.Optional(Type.String({ maxLength: 256 })),
  device: Type.Optional(Type.String({ maxLength: 32 })),
};

/**
 * The type of a query whose `K` properties have a `default` (Ajv fills them in, so a handler never sees them
 * missing): `WithDefaults<Static<typeof Query>, 'pageNo' | 'pageSize'>`.
 */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };

/** The paging parameters of a list call: `pageNo` (default 1) and `pageSize` (default `dflt`, at most `max`). */
export const PAGING = (dflt: number, max = 100) => ({
  pageNo: Type.Optional(PAGE_NO),
  pageSize: Type.Optional(pageSize(dflt, max)),
});

/** A string of one of `values`, typed as their union (JSON schema `enum`, as the validator always had it). */
export const oneOf = <T extends string>(values: readonly T[], extra: { maxLength?: number } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...extra });

/** The properties of an object schema that have a `default` (`TDefaulted`): `P` is its `properties`. */
type DefaultedKeys<P> = { [K in keyof P]: P[K] extends { default: unknown } ? K : never }[keyof P];

/**
 * The type a handler sees of a query or body schema: `Static<S>` with every property that has a default
 * (`TDefaulted`: paging, limits) never missing, as the validator fills them in. `route()` types requests with it,
 * so no handler casts its query.
 */
export type StaticWithDefaults<S extends TSchema> = S extends { properties: infer P }
  ? WithDefaults<Static<S>, Extract<DefaultedKeys<P>, keyof Static<S>>>
  : Static<S>;

/**
 * A body that may be absent: the object, `null` or nothing (JSON schema `type: ['object', 'null']`, the
 * validator's form for it); the handler sees `Static<S> | null | undefined`.
 */
export const orNoBody = <S extends TObject>(schema: S) =>
  Type.Unsafe<Static<S> | null | undefined>({ ...schema, type: ['object', 'null'] });

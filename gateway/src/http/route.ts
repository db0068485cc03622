import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { okEnvelope, type EndpointDeclaration, type StaticWithDefaults } from '@jogo/shared/contract';
import type { RouteAccess } from '../plugins/app/access';
import type { Ok } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the endpoint's declaration (@jogo/shared/contract), for the cross-cutting rules (market policy, OpenAPI) */
    endpoint?: EndpointDeclaration;
  }
}

type StaticOr<S, Else> = S extends TSchema ? StaticWithDefaults<S> : Else;

/**
 * The request a declared endpoint's handler gets: its query and body typed from the declaration, a property with
 * a default (paging, limits: `TDefaulted`) never missing, since the validator fills it in.
 */
export type DeclaredRequest<D> =
  D extends EndpointDeclaration<infer Q, infer B, TSchema>
    ? FastifyRequest<
        { Querystring: StaticOr<Q, unknown>; Body: StaticOr<B, unknown> } & RouteGenericInterface
      >
    : never;

/** What a declared endpoint's handler answers: the envelope around the declared `value` (or its own reply). */
export type DeclaredAnswer<D> =
  D extends EndpointDeclaration<TSchema | undefined, TSchema | undefined, infer A> ? Ok<Static<A>> : never;

/** Route options a route file may add to its declaration (hooks, body limit, its own params schema). */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  schema?: { params?: TSchema; headers?: TSchema };
  config?: Omit<RouteAccess, 'auth' | 'trial' | 'agent' | 'encrypted' | 'module'> & Record<string, unknown>;
};

/**
 * Registers a declared endpoint (@jogo/shared/contract): method, path, access rule and module id from the
 * declaration; the query and body validated by its schemas; the answer serialised by its answer schema inside
 * the envelope (fast-json-stringify: faster than JSON.stringify, and a field the declaration does not have is
 * not sent). The handler's request and answer are typed by Fastify's TypeBox type provider.
 */
export function route<D extends EndpointDeclaration<TSchema | undefined, TSchema | undefined, TSchema>>(
  app: FastifyInstance,
  d: D,
  handler: (
    request: DeclaredRequest<D>,
    reply: FastifyReply,
  ) => Promise<DeclaredAnswer<D> | FastifyReply> | DeclaredAnswer<D>,
  extras: RouteExtras = {},
): void {
  const { schema: extraSchema, config: extraConfig, ...rest } = extras;
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...rest,
    method: d.method,
    url: d.path,
    schema: {
      ...(d.query ? { querystring: d.query } : {}),
      ...(d.body ? { body: d.body } : {}),
      ...extraSchema,
      // a stream writes its events itself (the reply is hijacked): nothing to serialise
      ...(d.stream ? {} : { response: { 200: okEnvelope(d.answer) } }),
      summary: d.summary,
    },
    config: {
      ...extraConfig,
      auth: d.auth,
      ...(d.trial === false ? { trial: false } : {}),
      ...(d.agent ? { agent: true } : {}),
      ...(d.encrypted ? { encrypted: true } : {}),
      ...(d.moduleFlag ? { module: d.moduleFlag } : {}),
      ...(d.headerless ? { headerless: true } : {}),
      moduleId: d.moduleId,
      endpoint: d,
    },
    handler: handler as never,
  });
}

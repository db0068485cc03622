import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from './access';
import { FORM_ROUTES } from './request-context';
import {
  DECLARATIONS,
  ERROR_CODES,
  FAIL_ENVELOPE,
  errorsOf,
  type AnyDeclaration,
  type EndpointDeclaration,
} from '@jogo/shared/contract';

/** The catalogue name of each declaration (its `operationId`). */
const NAME_OF = new Map<AnyDeclaration, string>(
  Object.entries(DECLARATIONS as Record<string, AnyDeclaration>).map(([n, d]) => [d, n]),
);

/**
 * The failure answers of a declared endpoint, one per status, each listing its codes (`x-error-codes` and the
 * `errorCode` enum), from the one error list.
 */
function errorAnswers(d: AnyDeclaration): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const { code, status } of errorsOf(d)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes
          .map((c) => `\`${c}\`: ${ERROR_CODES[c as keyof typeof ERROR_CODES].EN}`)
          .join('; '),
        'x-error-codes': codes,
        ...FAIL_ENVELOPE,
        properties: { ...FAIL_ENVELOPE.properties, errorCode: { type: 'string', enum: codes } },
      },
    ]),
  );
}

/** An encrypted body as it is on the wire: `{ value }`, the AES-GCM ciphertext of the declared body. */
const encryptedBody = (plain: unknown) => ({
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  description:
    'Hybrid-encrypted: `value` is base64 of the AES-GCM ciphertext (IV first) of the JSON body below, under the key sent RSA-OAEP-wrapped in the `Encryption` header',
  properties: { value: { type: 'string', contentEncoding: 'base64' } },
  'x-plaintext': plain,
});

/**
 * A declared stream's answer: `text/event-stream`, each event named `stream.event` with the declared answer as its
 * JSON `data` (OpenAPI 3.1 has no schema for an event stream: the media type carries the event and its data).
 */
const streamAnswer = (d: AnyDeclaration & { stream: { event: string } }) => ({
  description: `Server-sent events: \`event: ${d.stream.event}\` with the JSON \`data\` below; comment lines keep the stream open`,
  content: {
    'text/event-stream': {
      schema: { type: 'string', description: `event: ${d.stream.event}\ndata: <JSON of x-event-data>` },
      'x-event': d.stream.event,
      'x-event-data': d.answer,
    },
  },
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds ContractConfig to route config
  interface FastifyContextConfig extends ContractConfig {}
}

/** What a route declares about the contract besides its access rule. */
export interface ContractConfig {
  /**
   * The `ModuleId` header the client sends with this call (DESIGN.md section 5). Unset: the route's module
   * flag (`module`), else `COMM3`, the platform's common module. Set it where the two differ.
   */
  moduleId?: string;
}

/** the gateway package's version, the document's `info.version` */
const { version } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'),
) as { version: string };

/** The module id of a route that names neither `moduleId` nor `module`. */
export const DEFAULT_MODULE_ID = 'COMM3';
/** Where a development gateway serves its OpenAPI description. */
export const OPENAPI_PATH = '/__dev/openapi.json';

/** The extensions every operation of the document carries: what the client must send and what it needs. */
export interface ContractExtensions {
  'x-module-id': string;
  /** `member`: the token is required; `optional`: read when sent; `none`: not read */
  'x-auth': 'none' | 'optional' | 'member';
  /** a trial session is refused (403 member.trial_not_allowed) */
  'x-trial'?: false;
  /** an agent session only (403 agent.only) */
  'x-agent'?: true;
  /** the body is hybrid-encrypted (`{ value }` + `Encryption` header); plaintext is refused */
  'x-encrypted'?: true;
  /** the module flag that must be enabled (403 module.disabled) */
  'x-module-flag'?: string;
  /** loaded by the browser itself (an image, a framed page): no protocol headers */
  'x-headerless'?: true;
  /** the body is application/x-www-form-urlencoded */
  'x-form-body'?: true;
}

/** @returns the contract extensions of a route, from its config (access.ts and this file) */
export function contractOf(
  method: string,
  url: string,
  config: RouteAccess & ContractConfig,
): ContractExtensions {
  return {
    'x-module-id': config.moduleId ?? config.module ?? DEFAULT_MODULE_ID,
    'x-auth': config.auth ?? 'none',
    ...(config.trial === false ? { 'x-trial': false as const } : {}),
    ...(config.agent ? { 'x-agent': true as const } : {}),
    ...(config.encrypted ? { 'x-encrypted': true as const } : {}),
    ...(config.module ? { 'x-module-flag': config.module } : {}),
    ...(config.headerless ? { 'x-headerless': true as const } : {}),
    ...(FORM_ROUTES.has(`${method} ${url}`) ? { 'x-form-body': true as const } : {}),
  };
}

/** The token where the route reads it (required, or optional: `{}`), none (an empty list) where it does not. */
const SECURITY: Record<ContractExtensions['x-auth'], Record<string, string[]>[]> = {
  member: [{ token: [] }],
  optional: [{ token: [] }, {}],
  none: [],
};

/** The answer envelope (DESIGN.md section 5), written into every operation. */
const OK = {
  description: 'Success: `{ success: true, value }`',
  type: 'object',
  required: ['success', 'value'],
  properties: { success: { const: true }, value: {} },
};
const FAIL = {
  description:
    'Failure, with a fitting HTTP status (400 invalid input, 401 `login.not.session`, 403, 404, 409, 429 `TOO_MANY_REQUESTS`, 503 maintenance): `{ success: false, errorCode, message, value? }`, `message` in the request language',
  type: 'object',
  required: ['success', 'errorCode', 'message'],
  properties: {
    success: { const: false },
    errorCode: { type: 'string' },
    message: { type: 'string' },
    value: { type: 'object' },
  },
};

/** The protocol headers a gateway call carries, as the document's header parameters. */
function protocolHeaders(ext: ContractExtensions) {
  if (ext['x-headerless']) return null;
  return {
    type: 'object',
    required: ['Merchant', 'Device', 'Language', 'ModuleId', ...(ext['x-encrypted'] ? ['Encryption'] : [])],
    properties: {
      Merchant: { type: 'string', description: 'the merchant code (exactly one)' },
      Device: { const: 'web' },
      Language: { enum: ['PT', 'EN'], description: 'the language of `message` in the answer' },
      ModuleId: { const: ext['x-module-id'] },
      ...(ext['x-auth'] === 'none'
        ? {}
        : { Authorization: { type: 'string', description: 'the raw session token (no `Bearer`)' } }),
      ...(ext['x-encrypted']
        ? { Encryption: { type: 'string', description: 'the AES key, wrapped with RSA-OAEP' } }
        : {}),
    },
  };
}

const DESCRIPTION = `The Jogo gateway contract (DESIGN.md section 5), generated from the reference gateway's TypeBox schemas.
Every call sends \`Merchant\`, \`Device: web\`, \`Language\` (PT or EN), \`ModuleId\` (\`x-module-id\` of the operation) and, where
\`x-auth\` is \`member\` (required) or \`optional\`, \`Authorization: <token>\`. Answers are the envelope \`{ success, value }\` /
\`{ success: false, errorCode, message, value? }\`. \`x-encrypted\` bodies are \`{ value }\` encrypted with AES-GCM under a key wrapped
with RSA-OAEP (\`GET /wps/session/key/rsa\`) sent in the \`Encryption\` header; plaintext is refused with \`request_body_required\`.
Check a gateway against it with \`npm run conformance -- --gateway=<url>\` (dev-proxy/README.md).`;

/**
 * The gateway's OpenAPI 3.1 description, generated by @fastify/swagger from the routes' TypeBox
 * schemas and their config: each operation carries the contract extensions (`x-module-id`, `x-auth`, ...). The
 * operator controls (`/__dev`) are left out. In development mode the document is served at `OPENAPI_PATH`;
 * `npm run openapi -w @jogo/gateway` writes it to a file. Register before the routes (swagger collects them).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Jogo gateway', version, description: DESCRIPTION },
        servers: [
          { url: 'http://127.0.0.1:8080', description: 'dev-proxy (the site and the gateway on one origin)' },
          { url: 'http://127.0.0.1:3100', description: 'the reference gateway alone' },
        ],
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      hideUntagged: false,
      transform: ({ schema, url, route }) => {
        const r = route as RouteOptions;
        const method = Array.isArray(r.method) ? String(r.method[0]) : String(r.method);
        if (url.startsWith('/__dev') || url.startsWith('/documentation'))
          return { schema: { ...schema, hide: true }, url };
        const config = (r.config ?? {}) as RouteAccess & ContractConfig & { endpoint?: EndpointDeclaration };
        const ext = contractOf(method, url, config);
        const headers = protocolHeaders(ext);
        const d = config.endpoint;
        const declared = d
          ? {
              operationId: NAME_OF.get(d) ?? `${method.toLowerCase()}${url.replace(/\W+/g, '_')}`,
              summary: d.summary,
              ...(d.rules ? { description: d.rules } : {}),
              ...(d.encrypted && schema?.body ? { body: encryptedBody(schema.body) } : {}),
              response: {
                ...(d.stream
                  ? { 200: streamAnswer(d as AnyDeclaration & { stream: { event: string } }) }
                  : (schema?.response as object)),
                ...errorAnswers(d),
              },
            }
          : {};
        return {
          url,
          schema: {
            ...schema,
            ...ext,
            ...(headers && !schema?.headers ? { headers } : {}),
            security: SECURITY[ext['x-auth']],
            response: schema?.response ?? { 200: OK, default: FAIL },
            ...declared,
          },
        };
      },
    });
    if (app.gatewayOptions.mode === 'development')
      app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['options'] },
);

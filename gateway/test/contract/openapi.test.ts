import SwaggerParser from '@apidevtools/swagger-parser';
import { ENDPOINTS, type AnyEndpoint } from '@jogo/shared/api';
import { DECLARATIONS, errorsOf, type AnyDeclaration } from '@jogo/shared/contract';
import { openApiDocument } from '../../scripts/openapi';
import { build } from '../helper';
import { buildApp } from '../../src/app';
import { OPENAPI_PATH, type ContractExtensions } from '../../src/plugins/app/openapi';

type Operation = ContractExtensions & {
  operationId?: string;
  summary?: string;
  description?: string;
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: Record<string, string[]>[];
};
type Schema = { properties?: Record<string, Schema>; required?: string[]; enum?: string[] };
type Doc = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let doc: Doc;
beforeAll(async () => {
  doc = (await openApiDocument()) as unknown as Doc;
}, 60_000);

const FIX =
  'a missing route: add it under gateway/src/routes (registered in routes/index.ts); otherwise declare it in the route config (gateway/src/plugins/app/access.ts for auth/encrypted, `moduleId` in gateway/src/plugins/app/openapi.ts) or correct the catalogue entry (shared/src/api/endpoints/)';

/**
 * Every way a catalogue entry can disagree with the gateway's description, one line each.
 * The token rule: a call the gateway requires a session for (`x-auth: member`) must send the token
 * (`auth: true`); a call that sends it must go to a route that reads it (`member` or `optional`).
 */
function disagreements(name: string, e: AnyEndpoint, op: Operation | undefined): string[] {
  const where = `ENDPOINTS.${name} ${e.method} ${e.path}`;
  if (!op) return [`${where}: the gateway has no such route (method and path must match exactly)`];
  const out: string[] = [];
  if (op['x-module-id'] !== e.moduleId)
    out.push(`${where}: the client sends ModuleId ${e.moduleId}, the gateway declares ${op['x-module-id']}`);
  if (op['x-auth'] === 'member' && !e.auth)
    out.push(`${where}: the gateway requires a session but the client sends no token (auth: false)`);
  if (e.auth && op['x-auth'] === 'none')
    out.push(`${where}: the client sends the token but the gateway never reads it (config.auth is none)`);
  if (Boolean(e.encrypted) !== Boolean(op['x-encrypted']))
    out.push(
      `${where}: the client ${e.encrypted ? 'encrypts' : 'does not encrypt'} the body, the gateway ${op['x-encrypted'] ? 'expects it encrypted' : 'expects plaintext'}`,
    );
  return out;
}

describe('the gateway contract as a document', () => {
  it('is valid for an independent validator (@apidevtools/swagger-parser)', async () => {
    await expect(
      SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0]),
    ).resolves.toBeTruthy();
  });

  it('describes each declared endpoint: operationId, summary, its answer in the envelope, its error codes', () => {
    const ids = new Set<string>();
    for (const [name, d] of Object.entries(DECLARATIONS as Record<string, AnyDeclaration>)) {
      const op = doc.paths[d.path]?.[d.method.toLowerCase()];
      expect(op?.operationId).toBe(name);
      expect(ids.has(name)).toBe(false);
      ids.add(name);
      expect(op?.summary).toBe(d.summary);
      if (d.rules) expect(op?.description).toBe(d.rules);
      if (d.stream) {
        // a stream: its events, named, with the declared answer as their data
        const media = op?.responses?.['200']?.content?.['text/event-stream'] as Record<string, unknown>;
        expect(media['x-event']).toBe(d.stream.event);
        expect(Object.keys((media['x-event-data'] as Schema).properties ?? {})).toEqual(
          Object.keys((d.answer as Schema).properties ?? {}),
        );
      } else {
        const ok = op?.responses?.['200']?.content?.['application/json']?.schema;
        expect(ok?.required).toEqual(['success', 'value']);
        // the declared value, not `{}`: the same fields, the same required ones
        const answer = d.answer as Schema;
        const value = ok?.properties?.value as Schema;
        expect(Object.keys(value?.properties ?? {})).toEqual(Object.keys(answer.properties ?? {}));
        expect(value?.required ?? []).toEqual(answer.required ?? []);
        expect(JSON.stringify(value).length).toBeGreaterThan(2);
      }
      for (const { code, status } of errorsOf(d))
        expect(
          op?.responses?.[String(status)]?.content?.['application/json']?.schema?.properties?.errorCode?.enum,
        ).toContain(code);
    }
    expect(ids.size).toBeGreaterThan(10);
  });

  it('is OpenAPI 3.1 with the contract extensions on every operation and no operator control', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths).flatMap(([p, byMethod]) =>
      Object.entries(byMethod).map(([m, op]) => ({ p, m, op })),
    );
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((o) => o.p.startsWith('/__dev'))).toEqual([]);
    expect(doc.servers.length).toBeGreaterThan(0);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    for (const { p, m, op } of ops) {
      expect({ at: `${m} ${p}`, operationId: typeof op.operationId, summary: typeof op.summary }).toEqual({
        at: `${m} ${p}`,
        operationId: 'string',
        summary: 'string',
      });
      expect(typeof op['x-module-id']).toBe('string');
      expect(['none', 'optional', 'member']).toContain(op['x-auth']);
    }
    // the protocol headers are parameters of a gateway call, the token where the route reads it
    const balance = doc.paths['/wps/v2/wallets/balance'].get;
    const headers = (balance.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['Merchant', 'Device', 'Language', 'ModuleId']));
    expect(balance.security).toEqual([{ token: [] }]); // the Authorization header
    expect(doc.paths['/wps/session/login'].post['x-encrypted']).toBe(true);
  });

  it('has every call of the front-end catalogue with the same method, module id, token rule and encryption', () => {
    const problems = Object.entries(ENDPOINTS as Record<string, AnyEndpoint>).flatMap(([name, e]) =>
      disagreements(name, e, doc.paths[e.path]?.[e.method.toLowerCase()]),
    );
    if (problems.length)
      throw new Error(
        `${problems.length} catalogue entries disagree with the gateway:\n${problems.join('\n')}\nFix: ${FIX}`,
      );
  });

  it('catches a drift: a catalogue entry the gateway does not have, or with another module id or token rule', () => {
    const op = doc.paths['/wps/v2/wallets/balance'].get;
    const balance = ENDPOINTS.walletBalance as AnyEndpoint;
    expect(disagreements('x', { ...balance, method: 'POST' }, undefined)[0]).toMatch(/no such route/);
    expect(disagreements('x', { ...balance, moduleId: 'REG3' }, op)[0]).toMatch(
      /sends ModuleId REG3, the gateway declares COMM3/,
    );
    expect(disagreements('x', { ...balance, auth: false }, op)[0]).toMatch(/requires a session/);
    expect(disagreements('x', { ...balance, encrypted: true }, op)[0]).toMatch(/encrypts the body/);
  });

  it('is served by a development gateway and not by a production one', async () => {
    const dev = await build();
    try {
      const res = await dev.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ openapi: '3.1.0' });
    } finally {
      await dev.close();
    }
    const prod = await buildApp({ dbFile: ':memory:', mode: 'production', seed: false, logger: false });
    try {
      expect((await prod.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});

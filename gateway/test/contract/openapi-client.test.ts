import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARATIONS, type AnyDeclaration } from '@jogo/shared/contract';
import { openApiDocument } from '../../scripts/openapi';

/**
 * The OpenAPI document as a tester's tools read it: Redocly's recommended rules find no error in it, and the
 * TypeScript types openapi-typescript generates from it (what a typed client or a mock is written against) are the
 * declarations' own: each declared answer, envelope included, is assignable both ways to the generated one, and a
 * small client typed by the generated `paths` compiles against code typed by the declarations.
 */

const GATEWAY = path.join(__dirname, '..', '..');
const SHARED_CONTRACT = path.join(GATEWAY, '..', 'shared', 'src', 'contract');
const TSC = require.resolve('typescript/bin/tsc');

let dir: string;
let problems: { rule: string; severity: string; message: string; where: string }[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-openapi-'));
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(await openApiDocument()));
  const out = execFileSync(
    process.execPath,
    [
      path.join(GATEWAY, 'scripts', 'openapi-tools.mjs'),
      path.join(dir, 'openapi.json'),
      path.join(dir, 'openapi.d.ts'),
    ],
    { cwd: GATEWAY, encoding: 'utf8' },
  );
  ({ problems } = JSON.parse(out) as { problems: typeof problems });
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The declared JSON endpoints (a stream's answer is its events, not one JSON answer). */
const JSON_CALLS = Object.entries(DECLARATIONS as Record<string, AnyDeclaration>)
  .filter(([, d]) => !d.stream)
  .map(([name]) => name);

/** A client and a mock typed by the generated types, beside one check per declared answer. */
function usage(names: string[]): string {
  return `import type { operations, paths } from './openapi';
import type { AnswerOf, BodyOf, Declarations } from ${JSON.stringify(SHARED_CONTRACT)};

type Json<N extends keyof operations> = operations[N]['responses'] extends {
  200: { content: { 'application/json': infer J } };
}
  ? J
  : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Envelope<D> = { success: true; value: AnswerOf<D> };

// a client typed by the document: the path picks the answer
type Reads = { [P in keyof paths]: paths[P]['get'] extends { responses: { 200: { content: { 'application/json': infer J } } } } ? J : never };
export async function read<P extends keyof paths>(p: P): Promise<Reads[P]> {
  const res = await fetch(p);
  return (await res.json()) as Reads[P];
}
// its answers feed code typed by the declarations
export async function balanceShown(): Promise<number> {
  const balance: AnswerOf<Declarations['walletBalance']> = (await read('/wps/v2/wallets/balance')).value;
  return balance.balance;
}
// a mock typed by the document answers what the front end's code reads
export const mockStatus = (v: AnswerOf<Declarations['systemStatus']>): Json<'systemStatus'> => ({ success: true, value: v });
// an encrypted body as it is on the wire; a plaintext one as declared
type Body<N extends keyof operations> =
  NonNullable<operations[N]['requestBody']> extends { content: { 'application/json': infer J } } ? J : never;
export const loginOnTheWire: Same<Body<'login'>, { value: string }> = true;
export const launchChatBody: Same<Body<'launchChat'>, BodyOf<Declarations['launchChat']>> = true;

${names.map((n) => `export const ${n}: Same<Json<'${n}'>, Envelope<Declarations['${n}']>> = true;`).join('\n')}
`;
}

/** @returns the generated-type errors of `names`, one line each (`name: tsc's message`) */
function typeErrors(names: string[]): string[] {
  fs.writeFileSync(path.join(dir, 'usage.ts'), usage(names));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        resolveJsonModule: true,
        skipLibCheck: true,
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      files: ['usage.ts'],
    }),
  );
  const r = spawnSync(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
  const lines = usage(names).split('\n');
  return `${r.stdout}${r.stderr}`
    .split('\n')
    .filter((l) => /error TS/.test(l))
    .map((l) => {
      const m = /usage\.ts\((\d+),\d+\): (.*)/.exec(l);
      const at = m ? lines[Number(m[1]) - 1] : '';
      const name = /^export const (\w+): Same/.exec(at)?.[1];
      return name
        ? `${name}: the generated answer and the declared one differ`
        : `${at.trim()}: ${m?.[2] ?? l}`;
    });
}

describe('the OpenAPI document in a tester’s tools', () => {
  it('has no error under Redocly’s recommended rules', () => {
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.rule} at ${p.where}: ${p.message}`)).toEqual([]);
  });

  it('generates TypeScript types that are the declarations’ own, for a client and a mock that compile', () => {
    expect(JSON_CALLS.length).toBeGreaterThan(100);
    expect(typeErrors(JSON_CALLS)).toEqual([]);
  }, 120_000);

  it('catches a generated answer that is not the declared one', () => {
    // the check itself: an answer compared with another endpoint's fails to compile
    fs.writeFileSync(
      path.join(dir, 'usage.ts'),
      `${usage([])}\nexport const wrong: Same<Json<'walletBalance'>, Envelope<Declarations['memberInfo']>> = true;\n`,
    );
    const r = spawnSync(process.execPath, [TSC, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stdout).toMatch(/usage\.ts\(\d+,\d+\): error TS2322/);
  }, 120_000);
});

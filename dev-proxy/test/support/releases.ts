import fs from 'node:fs';
import path from 'node:path';

// What the release tests share: the node-only CommonJS release tool with the types the tests use, the skew facts a
// build records (shared/build/skew.cjs), a remote folder with a built dist/, and a shell's dist/ to serve.

interface Pointer {
  current: string;
  previous: string[];
  canary?: { release: string; share: number; since: string };
  lastCanary?: { release: string; outcome: string; reasons: string[] };
  history: { action: string; release: string; note?: string }[];
}
export interface ReleaseTool {
  buildRelease: (
    dir: string,
    o: { noBuild: boolean; env: NodeJS.ProcessEnv; note?: string },
  ) => { release: string; created: boolean };
  useRelease: (
    name: string,
    release: string,
    env: NodeJS.ProcessEnv,
    o?: { canary?: number; rules?: unknown },
  ) => Pointer;
  promote: (name: string, env: NodeJS.ProcessEnv) => Pointer;
  rollback: (name: string, release: string | undefined, env: NodeJS.ProcessEnv) => Pointer;
  listReleases: (
    only: string,
    env: NodeJS.ProcessEnv,
  ) => {
    current: string;
    releases: string[];
    details: { who: string; note: string }[];
    history: unknown[];
  }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS release tool
export const releases = require('../../../shared/build/release.cjs') as ReleaseTool;
export const RELEASE_CLI = path.join(__dirname, '..', '..', '..', 'shared', 'build', 'release.cjs');

/** What a build records it was made against (shared/build/skew.cjs): the shell's and a matching remote's. */
export const FACTS = {
  singletons: {
    react: { version: '19.2.3', range: '^19.2.0' },
    'react-dom': { version: '19.2.3', range: '^19.2.0' },
  },
  shared: { version: '0.1.0-s0123456789', package: '0.1.0', surface: '0123456789', carried: {} },
  ranges: {},
};

/**
 * An mf-lobby folder under `parent` with a built dist/ whose visible text is `text`, built against `facts`;
 * `chunks` adds a remote entry and a hashed chunk (what a release must copy and serve).
 */
export function fakeRemote(
  parent: string,
  text: string,
  o: { facts?: unknown; version?: string; chunks?: boolean } = {},
): string {
  const dir = fs.mkdtempSync(path.join(parent, 'mf-lobby-'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@jogo/mf-lobby', version: o.version ?? '1.2.0' }),
  );
  fs.writeFileSync(path.join(dir, 'federation.config.cjs'), "module.exports = { name: 'mf_lobby' };");
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ text }));
  if (o.chunks) {
    fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${text} */`);
    fs.writeFileSync(path.join(dir, 'dist', '42.abcdef0123.js'), `console.log(${JSON.stringify(text)})`);
  }
  fs.writeFileSync(path.join(dir, 'dist', 'jogo-skew.json'), JSON.stringify(o.facts ?? FACTS));
  return dir;
}

/** A shell's dist/ at `dir` (its page and its skew facts), created with its parents. */
export function fakeShellDist(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'jogo-skew.json'), JSON.stringify(FACTS));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';

// Remote releases (issue 29): shared/build/release.cjs writes immutable release folders and the pointer file;
// dev-proxy serves the releases side by side and names in /remotes.json the one each remote runs, read per request.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS release tool
const releases = require('../../shared/build/release.cjs') as {
  buildRelease: (
    dir: string,
    o: { noBuild: boolean; env: NodeJS.ProcessEnv },
  ) => { release: string; created: boolean };
  useRelease: (
    name: string,
    release: string,
    env: NodeJS.ProcessEnv,
  ) => { current: string; previous: string[] };
  rollback: (name: string, release: string | undefined, env: NodeJS.ProcessEnv) => { current: string };
};

let tmp: string;
let env: NodeJS.ProcessEnv;
let server: http.Server;
let base: string;

/** a remote folder with a built dist/ whose visible text is `text` */
function remote(text: string): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'mf-lobby-'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@jogo/mf-lobby', version: '1.2.0' }),
  );
  fs.writeFileSync(path.join(dir, 'federation.config.cjs'), "module.exports = { name: 'mf_lobby' };");
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ text }));
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${text} */`);
  fs.writeFileSync(path.join(dir, 'dist', '42.abcdef0123.js'), `console.log(${JSON.stringify(text)})`);
  return dir;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-releases-'));
  env = { JOGO_RELEASES_DIR: path.join(tmp, 'releases') };
  const root = path.join(tmp, 'root');
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const { app } = createProxyApp({ gatewayUrl: 'http://127.0.0.1:9', root, env });
  await new Promise<void>((r) => {
    server = app.listen(0, '127.0.0.1', () => r());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const lobby = async () =>
  (
    (await (await fetch(`${base}/remotes.json`)).json()) as {
      remotes: { name: string; entry: string; release: string | null }[];
    }
  ).remotes.find((r) => r.name === 'mf_lobby')!;

describe('remote releases', () => {
  it('releases are named by version and content hash, read-only, and the same content is one release', () => {
    const a = releases.buildRelease(remote('one'), { noBuild: true, env });
    expect(a.release).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(a.created).toBe(true);
    expect(releases.buildRelease(remote('one'), { noBuild: true, env })).toEqual({ ...a, created: false });
    const file = path.join(tmp, 'releases', 'mf_lobby', a.release, 'remoteEntry.js');
    expect(fs.statSync(file).mode & 0o222).toBe(0);
  });

  it('/remotes.json follows use and rollback on the next request; both releases are served side by side', async () => {
    const v1 = releases.buildRelease(remote('one'), { noBuild: true, env }).release;
    const v2 = releases.buildRelease(remote('two'), { noBuild: true, env }).release;
    expect(await lobby()).toMatchObject({ entry: '/remotes/mf_lobby/mf-manifest.json', release: null });

    releases.useRelease('mf_lobby', v1, env);
    releases.useRelease('mf_lobby', v2, env);
    expect(await lobby()).toEqual(
      expect.objectContaining({ entry: `/releases/mf_lobby/${v2}/mf-manifest.json`, release: v2 }),
    );
    expect(releases.rollback('mf_lobby', undefined, env).current).toBe(v1);
    expect(await lobby()).toMatchObject({ release: v1 });

    for (const [v, text] of [
      [v1, 'one'],
      [v2, 'two'],
    ] as const) {
      const entry = await fetch(`${base}/releases/mf_lobby/${v}/remoteEntry.js`);
      expect(await entry.text()).toContain(text);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      const chunk = await fetch(`${base}/releases/mf_lobby/${v}/42.abcdef0123.js`);
      expect(chunk.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
    }
    expect((await fetch(`${base}/releases/current.json`)).status).toBe(404);
    expect((await fetch(`${base}/releases/mf_lobby/${v1}/../../current.json`)).status).toBe(404);

    releases.useRelease('mf_lobby', 'dist', env);
    expect(await lobby()).toMatchObject({ entry: '/remotes/mf_lobby/mf-manifest.json', release: null });
    expect(() => releases.useRelease('mf_lobby', '9.9.9-0000000000', env)).toThrow(/no release/);
    expect(() => releases.useRelease('mf_lobby', '../x', env)).toThrow(/not a release name/);
  });
});

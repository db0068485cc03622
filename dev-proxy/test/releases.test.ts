import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { FACTS, RELEASE_CLI, fakeRemote, fakeShellDist, releases } from './support/releases';

// Remote releases: shared/build/release.cjs writes immutable release folders and the pointer file;
// dev-proxy serves the releases side by side and names in /remotes.json the one each remote runs, read per request.
let tmp: string;
/** a remote folder with a built dist/ (remote entry and a chunk) whose visible text is `text`, built against `facts` */
const remote = (text: string, facts: unknown = FACTS) => fakeRemote(tmp, text, { facts, chunks: true });
let env: NodeJS.ProcessEnv;
let server: http.Server;
let base: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-releases-'));
  const root = path.join(tmp, 'root');
  env = {
    JOGO_RELEASES_DIR: path.join(tmp, 'releases'),
    JOGO_SHELL_DIST: path.join(root, 'shell', 'dist'),
    JOGO_RELEASE_USER: 'team-lobby',
  };
  fakeShellDist(path.join(root, 'shell', 'dist'));
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

  it('refuses a release the shell cannot serve, or whose files were altered, naming what differs', () => {
    const react20 = {
      ...FACTS,
      singletons: { ...FACTS.singletons, react: { version: '20.0.0', range: '^20.0.0' } },
    };
    expect(() => releases.buildRelease(remote('twenty', react20), { noBuild: true, env })).toThrow(
      /mf_lobby 1\.2\.0-[0-9a-f]{10} refused: the running shell cannot serve it\n {2}react: the release needs \^20\.0\.0 \(built with 20\.0\.0\), the shell runs 19\.2\.3/,
    );
    const sharedChanged = { ...FACTS, shared: { ...FACTS.shared, version: '0.1.0-sfedcba9876' } };
    const forced = releases.buildRelease(remote('changed export', sharedChanged), {
      noBuild: true,
      env,
      force: true,
    } as never).release;
    expect(() => releases.useRelease('mf_lobby', forced, env)).toThrow(
      /@jogo\/shared: the release was built against 0\.1\.0-sfedcba9876 .*the shell runs 0\.1\.0-s0123456789/,
    );

    const ok = releases.buildRelease(remote('altered'), { noBuild: true, env }).release;
    const file = path.join(tmp, 'releases', 'mf_lobby', ok, 'remoteEntry.js');
    fs.chmodSync(file, 0o644);
    fs.writeFileSync(file, '/* not what was released */');
    expect(() => releases.useRelease('mf_lobby', ok, env)).toThrow(
      /refused: its files differ from the recorded hashes\n {2}remoteEntry\.js \(changed\)/,
    );
  });

  it('records who, when, the commit and a note; lists newest first with the live one', () => {
    const a = releases.buildRelease(remote('history a'), { noBuild: true, env, note: 'first' });
    const b = releases.buildRelease(remote('history b'), { noBuild: true, env, note: 'second' });
    releases.useRelease('mf_lobby', a.release, env);
    const [listed] = releases.listReleases('mf_lobby', env);
    expect(listed!.releases.indexOf(b.release)).toBeLessThan(listed!.releases.indexOf(a.release));
    expect(listed!.current).toBe(a.release);
    const info = JSON.parse(
      fs.readFileSync(path.join(tmp, 'releases', 'mf_lobby', a.release, 'release.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(info).toMatchObject({ who: 'team-lobby', note: 'first', createdAt: expect.any(String) });
    expect(info).toHaveProperty('commit');
    expect(info).toHaveProperty('clean');
    expect(listed!.history[0]).toMatchObject({ who: 'team-lobby', action: 'use', release: a.release });
  });

  it('60 concurrent switches by two teams, each its own process, all land in the history', async () => {
    const one = releases.buildRelease(remote('team one'), { noBuild: true, env }).release;
    const two = releases.buildRelease(remote('team two'), { noBuild: true, env }).release;
    const before = releases.listReleases('mf_lobby', env)[0]!.history.length;
    const { spawn } = await import('node:child_process');
    const runs = Array.from({ length: 60 }, (_, i) => {
      const child = spawn(
        process.execPath,
        [RELEASE_CLI, 'use', 'mf_lobby', i % 2 ? one : two, '--note', `switch ${i}`],
        { env: { ...process.env, ...env, JOGO_RELEASE_USER: i % 2 ? 'team-a' : 'team-b' }, stdio: 'ignore' },
      );
      return new Promise<number | null>((r) => child.on('exit', r));
    });
    expect(await Promise.all(runs)).toEqual(Array(60).fill(0));
    const history = releases.listReleases('mf_lobby', env)[0]!.history as { note?: string }[];
    expect(history).toHaveLength(before + 60);
    const notes = new Set(history.slice(0, 60).map((h) => h.note));
    for (let i = 0; i < 60; i++) expect(notes.has(`switch ${i}`)).toBe(true);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';

const RELEASE_CLI = path.join(__dirname, '..', '..', '..', '..', 'shared', 'build', 'release.cjs');
const PROMOS = '0.1.0-abcdef0123';
const LOBBY = '0.1.0-1111111111';

const entry = (remote: string, release: string, metric: string, value: number) => ({
  route: remote === 'mf_lobby' ? '/' : '/promotions',
  remote,
  release,
  metric,
  value,
  at: Date.now(),
});

/** A releases folder: one release per remote, live since `at` (what release:use records). */
function releasesDir(live: Record<string, { release: string; at: string }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-vitals-releases-'));
  const pointers: Record<string, unknown> = {};
  for (const [name, { release, at }] of Object.entries(live)) {
    fs.mkdirSync(path.join(dir, name, release), { recursive: true });
    pointers[name] = { current: release, previous: [], history: [{ at, who: 't', action: 'use', release }] };
  }
  fs.writeFileSync(path.join(dir, 'current.json'), JSON.stringify(pointers));
  return dir;
}

describe('npm run releases: each live release with its real-user vitals since it went live', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dir: string;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints page loads, error rate and p75 LCP and INP, or "no vitals yet"', async () => {
    const promos = (metric: string, value: number) => entry('mf_promotions', PROMOS, metric, value);
    const payload = [
      ...[1, 1, 1, 1].map(() => promos('load', 1)),
      ...[900, 1000, 2000, 4000].map((v) => promos('LCP', v)),
      ...[40, 80, 120, 600].map((v) => promos('INP', v)),
      promos('error', 1),
      // the lobby's arrived before its release went live (a minute from now): not its
      entry('mf_lobby', LOBBY, 'load', 1),
    ];
    const res = await app.inject({ method: 'POST', url: '/wps/vitals', payload });
    expect(res.statusCode).toBe(200);
    await app.listen({ port: 9701, host: '127.0.0.1' }); // this team's port range
    const { port } = app.server.address() as AddressInfo;
    dir = releasesDir({
      mf_promotions: { release: PROMOS, at: new Date(Date.now() - 3_600_000).toISOString() },
      mf_lobby: { release: LOBBY, at: new Date(Date.now() + 60_000).toISOString() },
    });
    const env = { ...process.env, JOGO_RELEASES_DIR: dir, JOGO_GATEWAY_URL: `http://127.0.0.1:${port}` };
    const { stdout } = await promisify(execFile)(process.execPath, [RELEASE_CLI, 'list'], { env });
    expect(stdout).toMatch(
      /mf_promotions: live 0\.1\.0-abcdef0123\n[\s\S]*vitals since \S+: 4 page loads, 1 errors \(25\.0%\), p75 LCP 2000 ms, p75 INP 120 ms/,
    );
    expect(stdout).toMatch(/mf_lobby: live 0\.1\.0-1111111111\n[\s\S]*vitals since \S+: no vitals yet/);

    await app.close();
    const down = await promisify(execFile)(process.execPath, [RELEASE_CLI, 'list', 'mf_lobby'], { env });
    expect(down.stdout).toContain('vitals: no gateway at');
  });
});

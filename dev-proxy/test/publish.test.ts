import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { fakeRemote, fakeShellDist, releases } from './support/releases';

// Releases on a CDN (shared/build/publish.cjs): the shell, the live releases and the registry as static files, served
// here by a plain static server (express.static: no dev-proxy); rollback rewrites remotes.json and nothing else.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS publishing tool
const { publish } = require('../../shared/build/publish.cjs') as {
  publish: (
    out: string,
    o: { env: NodeJS.ProcessEnv; shellDist: string; distOf: (folder: string) => string },
  ) => { copied: string[] };
};

let tmp: string;
const remote = (text: string) => fakeRemote(tmp, text, { version: '1.0.0' });

/** every file of a folder with its bytes */
const snapshot = (dir: string) =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

it('publishes the shell, the live releases and remotes.json; a rollback rewrites remotes.json alone', async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-publish-'));
  const shellDist = path.join(tmp, 'shell-dist');
  fakeShellDist(shellDist);
  const env = {
    JOGO_RELEASES_DIR: path.join(tmp, 'releases'),
    JOGO_SHELL_DIST: shellDist,
    JOGO_RELEASE_USER: 't',
  };
  const options = { env, shellDist, distOf: () => path.join(tmp, 'none') };
  const v1 = releases.buildRelease(remote('one'), { noBuild: true, env }).release;
  const v2 = releases.buildRelease(remote('two'), { noBuild: true, env }).release;
  releases.useRelease('mf_lobby', v1, env);
  releases.useRelease('mf_lobby', v2, env);

  const bucket = path.join(tmp, 'bucket');
  expect(publish(bucket, options).copied).toEqual([`releases/mf_lobby/${v2}`]);
  const app = express();
  app.use(express.static(bucket));
  const server: http.Server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const lobby = async () => {
      const registry = (await (await fetch(`${base}/remotes.json`)).json()) as {
        remotes: { name: string; entry: string }[];
      };
      const entry = registry.remotes.find((r) => r.name === 'mf_lobby')!.entry;
      return { entry, manifest: await (await fetch(`${base}${entry}`)).json() };
    };
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await lobby()).toEqual({
      entry: `/releases/mf_lobby/${v2}/mf-manifest.json`,
      manifest: { text: 'two' },
    });

    // rollback: the pointer, then publish: v1 is copied once, and afterwards only remotes.json changes
    releases.rollback('mf_lobby', undefined, env);
    expect(publish(bucket, options).copied).toEqual([`releases/mf_lobby/${v1}`]);
    expect(await lobby()).toEqual({
      entry: `/releases/mf_lobby/${v1}/mf-manifest.json`,
      manifest: { text: 'one' },
    });
    const before = snapshot(bucket);
    releases.useRelease('mf_lobby', v2, env);
    expect(publish(bucket, options).copied).toEqual([]);
    const after = snapshot(bucket);
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual(['remotes.json']);
    expect((await lobby()).manifest).toEqual({ text: 'two' });
  } finally {
    server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

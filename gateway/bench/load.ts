/**
 * Gateway load bench (DESIGN.md section 8): starts the gateway on loopback with a temporary database,
 * then with autocannon
 *   1. the game list alone (goal: at least 4000 requests/s, p99 at most 25 ms);
 *   2. logins through the real encrypted endpoint (slider answered, body hybrid-encrypted), whose cost
 *      is set by scrypt, while the game list keeps running, to show it staying fast.
 * Bounded in time (JOGO_BENCH_SECONDS, default 10 s per phase) and loopback only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startGateway } from '../src/server';

const SECONDS = Number(process.env.JOGO_BENCH_SECONDS ?? 10);
const LOGINS = Number(process.env.JOGO_BENCH_LOGINS ?? 40);
const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN', moduleid: 'GAMELO3' };
const GAME_LIST =
  '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=20&language=EN';

interface Envelope<T> {
  success: boolean;
  value: T;
}

async function getJson<T>(base: string, url: string): Promise<T> {
  const res = await fetch(base + url, { headers: HEADERS });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.value;
}

/** What the shared client sends: AES-256-GCM body, key wrapped with RSA-OAEP(SHA-256). */
function encrypt(publicKeyB64: string, body: unknown): { header: string; payload: string } {
  const key = crypto.createPublicKey({
    key: Buffer.from(publicKeyB64, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const aes = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', aes, iv);
  const ct = Buffer.concat([c.update(JSON.stringify(body), 'utf8'), c.final()]);
  const wrapped = crypto.publicEncrypt(
    { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aes,
  );
  return {
    header: wrapped.toString('base64'),
    payload: JSON.stringify({ value: Buffer.concat([iv, ct, c.getAuthTag()]).toString('base64') }),
  };
}

/** Prepared login requests, one slider challenge each (challenges are single-use). */
async function loginRequests(base: string, n: number): Promise<autocannon.Request[]> {
  const { key } = await getJson<{ key: string }>(base, '/wps/session/key/rsa');
  const out: autocannon.Request[] = [];
  for (let i = 0; i < n; i++) {
    const c = await getJson<{ challengeId: string; targetX: number }>(base, '/wps/captcha/slider');
    const humanCheck = {
      challengeId: c.challengeId,
      x: c.targetX,
      durationMs: 800,
      trail: [
        [0, 0],
        [c.targetX / 2, 400],
        [c.targetX, 790],
      ],
    };
    const enc = encrypt(key, {
      username: 'demo_player',
      password: 'Jogo@2026',
      type: 'username',
      humanCheck,
    });
    out.push({
      method: 'POST',
      path: '/wps/session/login',
      headers: { ...HEADERS, moduleid: 'COMM3', 'content-type': 'application/json', encryption: enc.header },
      body: enc.payload,
    });
  }
  return out;
}

const fmt = (name: string, r: autocannon.Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
  `ok ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-bench-'));
  const { app, address } = await startGateway({
    port: 0,
    host: '127.0.0.1',
    dbFile: path.join(dir, 'bench.db'),
    quiet: true,
  });
  try {
    const gameList = () =>
      autocannon({ url: address + GAME_LIST, headers: HEADERS, connections: 10, duration: SECONDS });
    const alone = await gameList();
    process.stdout.write(`${fmt('game list (alone)', alone)}\n`);

    const reqs = await loginRequests(address, LOGINS);
    let next = 0;
    const [logins, during] = await Promise.all([
      // every connection cycles through `requests` from the start, so hand out each prepared login once
      autocannon({
        url: address,
        connections: 4,
        amount: reqs.length,
        timeout: 60,
        requests: [{ setupRequest: (req) => ({ ...req, ...reqs[next++ % reqs.length] }) }],
      }),
      gameList(),
    ]);
    process.stdout.write(`${fmt(`login x${reqs.length} (scrypt)`, logins)}\n`);
    process.stdout.write(`${fmt('game list (during logins)', during)}\n`);
    const goal = alone.requests.average >= 4000 && alone.latency.p99 <= 25;
    process.stdout.write(
      `game list goal (>= 4000 req/s, p99 <= 25 ms): ${goal ? 'met' : 'NOT met'} on this machine (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${String(err)}\n`);
  process.exit(1);
});

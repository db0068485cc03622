import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, describeSqlite, HEADERS } from '../helper';
import { openDb } from '../../src/db/open-db';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { DEMO_PAYMENT_PASSWORD } from '../support/g2';

/**
 * Two gateway processes on one SQLite file under parallel withdrawals and transfers.
 * Deferred transactions upgrading to write made the loser answer 500 (SQLITE_BUSY); with immediate
 * transactions and a busy timeout every answer is 2xx/4xx and the ledger holds. About one SQLite file shared by
 * two processes; on PostgreSQL the same bursts, and more, go to three processes in
 * test/cluster/several-processes.test.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const CALLS = 300;

async function startProcess(dbFile: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'src', 'server.ts')], {
    env: {
      ...process.env,
      JOGO_DB: dbFile,
      GATEWAY_PORT: String(port),
      GATEWAY_MODE: 'production',
      JOGO_SCRYPT_N: '1024',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/wps/system/status`, { headers: HEADERS })).ok) return { child, url };
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('gateway process did not start');
}

/** Encrypts a body for one process, as the shared client does (its RSA key is per process). */
async function encryptFor(
  url: string,
  body: unknown,
): Promise<{ header: string; payload: { value: string } }> {
  const res = await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS });
  const key = ((await res.json()) as { value: { key: string } }).value.key;
  const publicKey = crypto.createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
  const aes = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aes, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  const wrapped = crypto.publicEncrypt(
    { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aes,
  );
  return {
    header: wrapped.toString('base64'),
    payload: { value: Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64') },
  };
}

describeSqlite('two gateway processes on one database file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-two-'));
  const dbFile = path.join(dir, 'shared.db');
  const procs: ChildProcess[] = [];
  afterAll(() => {
    for (const p of procs) p.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('parallel withdrawals and transfers: no 5xx and the ledger holds', async () => {
    const seeded = await build(); // migrated and seeded: both processes start on a ready file
    fs.copyFileSync(seeded.dbFile, dbFile);
    await seeded.close();
    const base = 4720 + 2 * crypto.randomInt(0, 10); // this suite's ports: 4720-4739
    const [a, b] = await Promise.all([startProcess(dbFile, base), startProcess(dbFile, base + 1)]);
    procs.push(a.child, b.child);

    const db = openDb(dbFile);
    const memberId = async (u: string) =>
      ((await db.get('SELECT id FROM member WHERE username = ?', u)) as { id: number }).id;
    const players = ['demo_player', 'demo_agent'];
    const tokens = Object.fromEntries(
      await Promise.all(
        players.map(async (u) => [u, await createSession(db, await memberId(u), 'username')]),
      ),
    );
    const cards = Object.fromEntries(
      await Promise.all(
        players.map(async (u) => [
          u,
          (
            (await db.get('SELECT id FROM bank_card WHERE member_id = ?', await memberId(u))) as
              { id: number } | undefined
          )?.id,
        ]),
      ),
    );

    const calls: Promise<Response>[] = [];
    for (let i = 0; i < CALLS; i++) {
      const url = i % 2 ? a.url : b.url;
      const user = players[i % players.length]!;
      const headers = { ...HEADERS, authorization: tokens[user]!, 'content-type': 'application/json' };
      if (i % 4 === 3 && cards[user]) {
        const enc = await encryptFor(url, {
          amount: 10,
          bankCardId: cards[user],
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        });
        calls.push(
          fetch(`${url}/wps/wallet/withdraw`, {
            method: 'POST',
            headers: { ...headers, encryption: enc.header, 'idempotency-key': `two-w-${i}` },
            body: JSON.stringify(enc.payload),
          }),
        );
      } else {
        const [from, to] = i % 3 ? ['MAIN', 'EVO'] : ['EVO', 'MAIN'];
        calls.push(
          fetch(`${url}/wps/relay/GCS_walletTransfer`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ from, to, amount: 1.25, idempotencyKey: `two-t-${i}` }),
          }),
        );
      }
    }
    const answers = await Promise.all(calls);
    const statuses = answers.map((r) => r.status);
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ success: boolean }>));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(CALLS / 2);
    expect(bodies.every((x) => typeof x.success === 'boolean')).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
    await db.close();
  }, 240_000);
});

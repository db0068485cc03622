// `npm test`: every stage of the test command, each run whatever the one before it answered (a failing e2e spec
// must not hide the PostgreSQL suite), then the closing line with the counts; exits non-zero if any stage failed.
//
// The gateway suite on PostgreSQL runs beside the e2e suite, at a lower CPU priority: its time goes mostly to
// waiting on the database (about a third of two cores when it runs alone), so the browsers keep the CPU they need
// and the two together take about as long as the e2e suite alone. Its output goes to
// .test-results/gateway-postgres.log and is printed when that run fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.mkdirSync(results, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {{ name: string, ok: boolean | null, seconds: number, why?: string }[]} */
const report = [];

/** Runs `npm run <script>`; resolves with its exit status. */
function run(script, { log, nice } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const args = ['run', script];
    const [cmd, argv] = nice ? ['nice', ['-n', String(nice), npm, ...args]] : [npm, args];
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', out, out], env: process.env });
    child.on('close', (code) => {
      if (typeof out === 'number') fs.closeSync(out);
      const entry = { name: script, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      report.push(entry);
      resolve(entry);
    });
  });
}

const skip = (name, why) => report.push({ name, ok: null, seconds: 0, why });

// the three static checks read only the sources (the lint is not type-aware) and each keeps one core busy:
// side by side they take about as long as the type check alone (68 + 35 + 34 s one after another)
await Promise.all(['typecheck', 'lint', 'format'].map((stage) => run(stage)));
await run('test:unit');
const build = await run('build');
if (build.ok) {
  await run('test:budgets');
  const pgLog = path.join(results, 'gateway-postgres.log');
  const [, pg] = await Promise.all([run('test:e2e'), run('test:gateway:pg', { log: pgLog, nice: 10 })]);
  const text = fs.readFileSync(pgLog, 'utf8');
  if (!pg.ok) {
    console.log(`\n── the gateway suite on PostgreSQL failed; the end of its output (${pgLog}):`);
    console.log(text.split('\n').slice(-150).join('\n'));
  } else {
    const line = text.split('\n').find((l) => l.startsWith('Tests:'));
    console.log(`\ngateway suite on PostgreSQL: ${line ?? 'passed'}`);
  }
} else {
  for (const s of ['test:budgets', 'test:e2e']) skip(s, 'the build failed');
  await run('test:gateway:pg');
}

console.log('\nstages:');
for (const r of report) {
  const state = r.ok === null ? `not run (${r.why})` : r.ok ? 'passed' : 'FAILED';
  console.log(`  ${r.name.padEnd(16)} ${state.padEnd(10)} ${r.seconds.toFixed(0).padStart(5)} s`);
}
await new Promise((resolve) =>
  spawn(process.execPath, [path.join(root, 'scripts', 'test-summary.mjs')], { stdio: 'inherit' }).on(
    'close',
    resolve,
  ),
);
process.exit(report.every((r) => r.ok === true) ? 0 : 1);

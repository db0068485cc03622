// Remote releases and rollback. A release is a remote's production build in an immutable folder named by
// its version and content hash, `releases/<container>/<version>-<hash>/`; `releases/current.json` says which release
// each remote runs (a remote without an entry runs its `dist/`). dev-proxy reads that file on every `/remotes.json`
// and page, so pointing a remote at another release (or back) takes effect on the next page load with no rebuild and
// no restart. Releases of a remote sit side by side: a page that loaded the old one keeps its chunks.
//
//   npm run release -w @jogo/mf-lobby [-- --no-build] [--note "…"]  build (or take dist/) into a release
//   npm run release:use -- mf_lobby <release> [--note "…"]          point the registry at a release
//   npm run rollback -- mf_lobby [<release>]                        back to the previous release (or the one named)
//   npm run releases [-- mf_lobby]                                  releases newest first, which is live, who switched
//   npm run release:use -- mf_lobby dist                            back to the remote's dist/ build
//   npm run release:use -- mf_lobby <release> --canary=10%          a canary: that share of browsers (canary.cjs)
//   npm run release:promote -- mf_lobby                             the canary becomes every browser's release
//   npm run release:canary-check                                    decide every running canary now
//
// A release records when it was made, from which commit (and whether the tree was clean), by whom, a note, and the
// sha256 of every file. `release` and `release:use` refuse a release the running shell cannot serve (skew.cjs: the
// versions it was built against, from its jogo-skew.json, against the shell build's; JOGO_SHELL_DIST, else
// shell/dist) and `release:use` one whose files differ from their recorded hashes, naming what differs; `--force`
// switches anyway (a test of the page's own guard). The pointer file is read, changed and written under a lock, so
// concurrent switches (two teams at once) all land, each in the remote's history.
//
// JOGO_RELEASES_DIR moves the folder (tests use a temporary one); dev-proxy honours the same variable.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { problems } = require('./skew.cjs');
const canaries = require('./canary.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
/** The value that points a remote back at its `dist/` build. */
const DIST = 'dist';
/** `<version>-<10 hex>`: the only shape of a release name (it becomes a URL path segment). */
const RELEASE_NAME = /^[0-9A-Za-z.+_-]+-[0-9a-f]{10}$/;
const CONTAINER = /^[a-z][a-z0-9_]*$/;

/** @param {NodeJS.ProcessEnv} [env] @returns the folder holding every release and current.json */
const releasesDir = (env = process.env) => path.resolve(env.JOGO_RELEASES_DIR || path.join(ROOT, 'releases'));

/** @param {string} dir @returns every file under dir, relative, sorted */
function filesOf(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** @param {string} dir @returns the first 10 hex of a sha256 over every file's path and bytes */
function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of filesOf(dir)) {
    if (f === 'release.json') continue;
    h.update(`${f}\0`);
    h.update(fs.readFileSync(path.join(dir, f)));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 10);
}

/** @param {string} dir @returns {Record<string, string>} every file's sha256 (release.json aside) */
function fileHashes(dir) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const f of filesOf(dir))
    if (f !== 'release.json')
      out[f] = createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex');
  return out;
}

/** @param {string} dir a release folder @returns {any} its release.json, or null */
function releaseInfo(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} dir a release folder @returns {string[]} the files that differ from the recorded hashes */
function alteredFiles(dir) {
  const recorded = releaseInfo(dir)?.hashes;
  if (!recorded) return ['release.json (no recorded hashes)'];
  const now = fileHashes(dir);
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].sort();
  return names
    .filter((f) => recorded[f] !== now[f])
    .map((f) => (!now[f] ? `${f} (missing)` : !recorded[f] ? `${f} (added)` : `${f} (changed)`));
}

/** @param {NodeJS.ProcessEnv} env @returns the shell build the site serves */
const shellDist = (env) => path.resolve(env.JOGO_SHELL_DIST || path.join(ROOT, 'shell', 'dist'));

/**
 * What the running shell cannot serve of a remote build (skew.cjs), from both builds' jogo-skew.json.
 * @param {string} dir the remote's build or release folder @param {NodeJS.ProcessEnv} env @returns {string[]}
 */
function skewProblems(dir, env) {
  const read = (/** @type {string} */ f) =>
    fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null;
  const remote = read(path.join(dir, 'jogo-skew.json'));
  const shellFile = path.join(shellDist(env), 'jogo-skew.json');
  const shell = read(shellFile);
  if (!remote) return ['the build records no versions (jogo-skew.json): build it again with this repository'];
  if (!shell) return [`no shell build to check against (${shellFile}): build the shell first`];
  return problems(shell, remote);
}

/** @param {string} name @param {string} release @param {string[]} why */
const refusal = (name, release, why) =>
  new Error(`${name} ${release} refused: the running shell cannot serve it\n  ${why.join('\n  ')}`);

/** @param {NodeJS.ProcessEnv} env @returns who makes a release or a switch */
function who(env) {
  if (env.JOGO_RELEASE_USER) return env.JOGO_RELEASE_USER;
  const git = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' });
  const name = git.status === 0 ? git.stdout.trim() : '';
  try {
    return name || os.userInfo().username;
  } catch {
    return name || 'unknown';
  }
}

/** @param {string} dir @returns {{ commit: string | null, clean: boolean | null }} the checkout's commit and state */
function commitOf(dir) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  if (head.status !== 0) return { commit: null, clean: null };
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' });
  return { commit: head.stdout.trim(), clean: status.status === 0 ? status.stdout.trim() === '' : null };
}

/**
 * Runs `fn` holding the pointer file's lock (a directory created atomically; one left by a crashed run is taken
 * over after a minute). @template T @param {NodeJS.ProcessEnv} env @param {() => T} fn @returns {T}
 */
function withPointerLock(env, fn) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.current.lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let tries = 0; ; tries++) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 60_000)
          fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      if (tries > 6000) throw new Error(`the release pointer stays locked (${lock})`);
      Atomics.wait(pause, 0, 0, 5 + Math.floor(Math.random() * 10));
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * @typedef {{ at: string, who: string, action: string, release: string, note?: string }} Switch
 * @typedef {{ release: string, share: number, since: string, who: string, note?: string,
 *   rules: import('./canary.cjs').Rules }} Canary a release served to `share` percent of browsers since `since`
 * @typedef {{ release: string, share: number, since: string, outcome: 'rolled back' | 'promoted' | 'ended',
 *   at: string, who: string, reasons: string[] }} CanaryEnd how the last canary ended, and why
 * @typedef {{ current: string, previous: string[], history?: Switch[], canary?: Canary, lastCanary?: CanaryEnd }} Pointer
 * @param {NodeJS.ProcessEnv} [env] @returns {Record<string, Pointer>} current.json (empty when absent)
 */
function readPointers(env = process.env) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir(env), 'current.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** @param {Record<string, Pointer>} pointers @param {NodeJS.ProcessEnv} [env] */
function writePointers(pointers, env = process.env) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.current.${process.pid}.json`);
  fs.writeFileSync(tmp, `${JSON.stringify(pointers, null, 2)}\n`);
  fs.renameSync(tmp, path.join(dir, 'current.json')); // atomic: a reader sees the old or the new file
}

/** @param {string} name @param {string} release @param {NodeJS.ProcessEnv} [env] */
function releaseFolder(name, release, env = process.env) {
  if (!CONTAINER.test(name)) throw new Error(`"${name}" is not a container name (mf_lobby)`);
  if (!RELEASE_NAME.test(release)) throw new Error(`"${release}" is not a release name (<version>-<hash>)`);
  return path.join(releasesDir(env), name, release);
}

/**
 * Builds the remote in `remoteDir` (webpack production, into a temporary folder: its dist/ is not touched), or takes
 * its current dist/ (`noBuild`), and copies it to `releases/<name>/<version>-<hash>/`, read-only. Releasing the same
 * content twice gives the same release.
 * @param {string} remoteDir @param {{ noBuild?: boolean, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {{ name: string, release: string, dir: string, created: boolean }}
 */
function buildRelease(
  remoteDir,
  { noBuild = false, env = process.env, quiet = false, note = '', force = false } = {},
) {
  const pkg = require(path.join(remoteDir, 'package.json'));
  const { name } = require(path.join(remoteDir, 'federation.config.cjs'));
  let out = path.join(remoteDir, 'dist');
  let tmp = null;
  if (!noBuild) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `jogo-release-${name}-`));
    out = path.join(tmp, 'dist');
    const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [remoteDir] });
    const r = spawnSync(process.execPath, [cli, '--mode', 'production', '--output-path', out], {
      cwd: remoteDir,
      env,
      stdio: quiet ? 'pipe' : 'inherit',
    });
    if (r.status !== 0) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw new Error(`webpack failed for ${name}${quiet ? `:\n${r.stdout}\n${r.stderr}` : ''}`);
    }
  }
  try {
    if (!fs.existsSync(path.join(out, 'mf-manifest.json')))
      throw new Error(`${out} has no mf-manifest.json: build ${name} first`);
    const release = `${pkg.version}-${contentHash(out)}`;
    const why = skewProblems(out, env);
    if (why.length && !force) throw refusal(name, release, why);
    const dir = releaseFolder(name, release, env);
    if (fs.existsSync(dir)) return { name, release, dir, created: false };
    const staging = `${dir}.staging-${process.pid}`;
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(out, staging, { recursive: true });
    fs.writeFileSync(
      path.join(staging, 'release.json'),
      `${JSON.stringify(
        {
          name,
          version: pkg.version,
          release,
          createdAt: new Date().toISOString(),
          // the order releases of this remote were made in (ties of createdAt within one millisecond)
          seq: fs.readdirSync(path.dirname(dir)).filter((r) => RELEASE_NAME.test(r)).length + 1,
          ...commitOf(remoteDir),
          who: who(env),
          note,
          files: filesOf(out).length,
          hashes: fileHashes(out),
        },
        null,
        2,
      )}\n`,
    );
    // immutable: files read-only (the folder stays removable)
    for (const f of filesOf(staging)) fs.chmodSync(path.join(staging, f), 0o444);
    fs.renameSync(staging, dir);
    return { name, release, dir, created: true };
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** @param {Pointer | undefined} p @param {Switch} entry @returns the history with `entry` first (at most 200) */
const withHistory = (p, entry) => [entry, ...(p?.history ?? [])].slice(0, 200);

/**
 * Points the registry at a release of `name` (or back at its dist/ with `dist`); the one it ran before is kept for
 * rollback. Refuses a release whose files differ from their recorded hashes or that the running shell cannot serve
 * (unless `force`). @returns the pointer as written
 */
function useRelease(
  name,
  release,
  env = process.env,
  { note = '', force = false, action = 'use', canary = 0, rules = canaries.DEFAULT_RULES } = {},
) {
  if (release !== DIST) {
    const dir = releaseFolder(name, release, env);
    if (!fs.existsSync(path.join(dir, 'mf-manifest.json')))
      throw new Error(`no release ${release} of ${name} in ${releasesDir(env)} (npm run releases)`);
    const altered = alteredFiles(dir);
    if (altered.length)
      throw new Error(
        `${name} ${release} refused: its files differ from the recorded hashes\n  ${altered.join('\n  ')}`,
      );
    const why = skewProblems(dir, env);
    if (why.length && !force) throw refusal(name, release, why);
  }
  const at = new Date().toISOString();
  const by = who(env);
  if (canary) {
    if (release === DIST) throw new Error('a canary is a release: give its name, not dist');
    const entry = {
      at,
      who: by,
      action: 'canary',
      release,
      note: `${canary}% of browsers${note ? `: ${note}` : ''}`,
    };
    return withPointerLock(env, () => {
      const pointers = readPointers(env);
      const before = pointers[name] ?? { current: DIST, previous: [] };
      if (before.current === release) throw new Error(`${name} already runs ${release} for every browser`);
      pointers[name] = {
        ...ended(before, 'ended', by, ['another canary started']),
        canary: { release, share: canary, since: at, who: by, ...(note ? { note } : {}), rules },
        history: withHistory(before, entry),
      };
      writePointers(pointers, env);
      return pointers[name];
    });
  }
  const entry = { at, who: by, action, release, ...(note ? { note } : {}) };
  return withPointerLock(env, () => {
    const pointers = readPointers(env);
    const before = pointers[name];
    const current = before?.current ?? DIST;
    const previous =
      current === release ? (before?.previous ?? []) : [...(before?.previous ?? []), current].slice(-20);
    const why = [`${action === 'rollback' ? 'rolled back' : 'switched'} to ${release}`];
    pointers[name] = {
      ...(before ? ended(before, 'ended', by, why) : {}),
      current: release,
      previous,
      history: withHistory(before, entry),
    };
    writePointers(pointers, env);
    return pointers[name];
  });
}

/**
 * @param {Pointer} p @param {CanaryEnd['outcome']} outcome @param {string} by @param {string[]} reasons
 * @returns the pointer without its canary, `lastCanary` saying how it ended (unchanged when none runs)
 */
function ended(p, outcome, by, reasons) {
  const { canary, ...rest } = p;
  if (!canary) return p;
  const { release, share, since } = canary;
  return {
    ...rest,
    lastCanary: { release, share, since, outcome, at: new Date().toISOString(), who: by, reasons },
  };
}

/** The canary of `name` becomes the release every browser runs. @returns the pointer as written */
function promote(name, env = process.env) {
  const by = who(env);
  return withPointerLock(env, () => {
    const pointers = readPointers(env);
    const p = pointers[name];
    if (!p?.canary) throw new Error(`${name} runs no canary (npm run releases)`);
    const { release } = p.canary;
    pointers[name] = {
      ...ended(p, 'promoted', by, [`promoted by ${by}`]),
      current: release,
      previous: [...p.previous, p.current].slice(-20),
      history: withHistory(p, { at: new Date().toISOString(), who: by, action: 'promote', release }),
    };
    writePointers(pointers, env);
    return pointers[name];
  });
}

/**
 * Back to the release `name` ran before (or to `release`); while a canary runs, it ends the canary instead (every
 * browser back on the current release). @returns the pointer as written
 */
function rollback(name, release, env = process.env) {
  if (release) return useRelease(name, release, env, { action: 'rollback' });
  const entry = { at: new Date().toISOString(), who: who(env), action: 'rollback', release: '' };
  return withPointerLock(env, () => {
    const pointers = readPointers(env);
    const p = pointers[name];
    if (p?.canary) {
      pointers[name] = {
        ...ended(p, 'rolled back', entry.who, [`rolled back by ${entry.who}`]),
        history: withHistory(p, { ...entry, action: 'canary-rollback', release: p.canary.release }),
      };
      writePointers(pointers, env);
      return pointers[name];
    }
    const target = p?.previous?.at(-1);
    if (!p || !target) throw new Error(`${name} has no earlier release to roll back to`);
    pointers[name] = {
      current: target,
      previous: p.previous.slice(0, -1),
      history: withHistory(p, { ...entry, release: target }),
    };
    writePointers(pointers, env);
    return pointers[name];
  });
}

/**
 * Each remote's releases, newest first, with what each records, which one is live and the pointer's history.
 * @returns {{ name: string, current: string, canary: Canary | null, lastCanary: CanaryEnd | null,
 *   releases: string[], details: any[], history: Switch[] }[]}
 */
function listReleases(only, env = process.env) {
  const dir = releasesDir(env);
  const pointers = readPointers(env);
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((n) => CONTAINER.test(n) && fs.statSync(path.join(dir, n)).isDirectory())
    : [];
  return names
    .filter((n) => !only || n === only)
    .map((n) => {
      const details = fs
        .readdirSync(path.join(dir, n))
        .filter((r) => RELEASE_NAME.test(r))
        .map((r) => {
          const info = releaseInfo(path.join(dir, n, r)) ?? {};
          const at = info.createdAt ?? fs.statSync(path.join(dir, n, r)).mtime.toISOString();
          return { ...info, release: r, createdAt: at };
        })
        .sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0) || b.createdAt.localeCompare(a.createdAt));
      return {
        name: n,
        current: pointers[n]?.current ?? DIST,
        canary: pointers[n]?.canary ?? null,
        lastCanary: pointers[n]?.lastCanary ?? null,
        releases: details.map((d) => d.release),
        details,
        history: pointers[n]?.history ?? [],
      };
    });
}

/** @param {ReturnType<typeof listReleases>[number]} r @returns the lines `npm run releases` prints for a remote */
function describe(r) {
  const lines = [`${r.name}: live ${r.current}`];
  for (const d of r.details) {
    const commit = d.commit
      ? `${d.commit.slice(0, 10)}${d.clean === false ? ' (uncommitted changes)' : ''}`
      : 'no commit';
    const live = d.release === r.current ? '*' : d.release === r.canary?.release ? '~' : ' ';
    lines.push(
      `  ${live} ${d.release}  ${d.createdAt}  ${commit}  ${d.who ?? '?'}${d.note ? `  "${d.note}"` : ''}`,
    );
  }
  if (r.canary)
    lines.push(
      `  canary ${r.canary.release} for ${r.canary.share}% of browsers since ${r.canary.since} (${canaries.rulesText(r.canary.rules)})`,
    );
  if (r.lastCanary)
    lines.push(
      `  last canary ${r.lastCanary.release} ${r.lastCanary.outcome} at ${r.lastCanary.at}: ${r.lastCanary.reasons.join('; ')}`,
    );
  for (const h of r.history.slice(0, 5))
    lines.push(`    ${h.at} ${h.who} ${h.action} ${h.release}${h.note ? ` "${h.note}"` : ''}`);
  return lines.join('\n');
}

/**
 * Where `npm run releases` and the canary read real-user vitals: the gateway's `GET /vitals/summary` (with
 * `Authorization: Bearer $METRICS_TOKEN` when the gateway asks for one, as its /metrics does).
 */
const gatewayUrl = (env = process.env) =>
  (env.JOGO_GATEWAY_URL || 'http://127.0.0.1:3100').replace(/\/$/, '');

/** @param {ReturnType<typeof listReleases>[number]} r @returns when the live release went live (epoch ms; 0: unknown) */
function liveSince(r) {
  const at = r.history.find((h) => h.release === r.current && h.action !== 'canary')?.at;
  return at ? Date.parse(at) || 0 : 0;
}

/** @param {string} release a pointer's release @returns the name the shell's beacons give it (`none`: dist/) */
const vitalsRelease = (release) => (release === DIST ? 'none' : release);

/**
 * One release's vitals since `since` (epoch ms), from the gateway (what the shell beacons to POST /wps/vitals).
 * @param {string} remote @param {string} release @param {number} since
 * @returns {Promise<{ ok: true, value: import('./canary.cjs').Summary } | { ok: false, why: string }>}
 */
async function fetchVitals(remote, release, since, env = process.env) {
  const q = `remote=${remote}&release=${encodeURIComponent(vitalsRelease(release))}&since=${since}`;
  const url = `${gatewayUrl(env)}/vitals/summary?${q}`;
  try {
    const headers = env.METRICS_TOKEN ? { authorization: `Bearer ${env.METRICS_TOKEN}` } : undefined;
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
    if (!res.ok) return { ok: false, why: `the gateway answered ${res.status} (${url}; METRICS_TOKEN?)` };
    return { ok: true, value: (await res.json()).value };
  } catch {
    return { ok: false, why: `no gateway at ${gatewayUrl(env)} (start it, or set JOGO_GATEWAY_URL)` };
  }
}

/** @param {import('./canary.cjs').Summary} v @returns page loads, errors, error rate, p75 LCP and INP */
function vitalsText(v) {
  if (!v || (!v.loads && !v.errors && v.p75LcpMs === null && v.p75InpMs === null)) return 'no vitals yet';
  const ms = (/** @type {number | null} */ x) => (x === null ? '-' : `${Math.round(x)} ms`);
  const rate = `${(v.errorRate * 100).toFixed(1)}%`;
  return `${v.loads} page loads, ${v.errors} errors (${rate}), p75 LCP ${ms(v.p75LcpMs)}, p75 INP ${ms(v.p75InpMs)}`;
}

/**
 * The live release's vitals since it went live, and a running canary's against the current release's since it
 * started, with the decision so far.
 * @param {ReturnType<typeof listReleases>[number]} r
 * @returns {Promise<string>} the lines to print
 */
async function liveVitals(r, env = process.env) {
  const since = liveSince(r);
  const live = await fetchVitals(r.name, r.current, since, env);
  if (!live.ok) return `    vitals: ${live.why}`;
  const from = since ? ` since ${new Date(since).toISOString()}` : '';
  const lines = [`    vitals${from}: ${vitalsText(live.value)}`];
  if (r.canary) {
    const at = Date.parse(r.canary.since) || 0;
    const [c, cur] = await Promise.all([
      fetchVitals(r.name, r.canary.release, at, env),
      fetchVitals(r.name, r.current, at, env),
    ]);
    if (c.ok && cur.ok) {
      const verdict = canaries.canaryVerdict(c.value, cur.value, r.canary.rules);
      lines.push(
        `    canary since it started: ${vitalsText(c.value)}; current: ${vitalsText(cur.value)}`,
        `    canary ${verdict.decision}: ${verdict.reasons.join('; ')}${verdict.decision === 'healthy' ? ` (promote: npm run release:promote -- ${r.name})` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Decides every running canary from the vitals (canary.cjs): a canary worse than its current release by more than a
 * margin is ended for every browser, the pointer saying why. dev-proxy runs it on a timer; `npm run
 * release:canary-check` once.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {typeof fetchVitals} [vitals] where the summaries come from (tests)
 * @returns {Promise<{ name: string, release: string, decision: string, reasons: string[] }[]>} each canary's decision
 */
async function checkCanaries(env = process.env, vitals = fetchVitals) {
  const out = [];
  for (const [name, p] of Object.entries(readPointers(env))) {
    const c = p?.canary;
    if (!c) continue;
    const since = Date.parse(c.since) || 0;
    const [canary, current] = await Promise.all([
      vitals(name, c.release, since, env),
      vitals(name, p.current, since, env),
    ]);
    if (!canary.ok || !current.ok) {
      out.push({
        name,
        release: c.release,
        decision: 'unknown',
        reasons: [canary.ok ? current.why : canary.why],
      });
      continue;
    }
    const verdict = canaries.canaryVerdict(canary.value, current.value, c.rules);
    out.push({ name, release: c.release, ...verdict });
    if (verdict.decision !== 'rollback') continue;
    withPointerLock(env, () => {
      const pointers = readPointers(env);
      const now = pointers[name];
      // decided on this canary: one started, promoted or ended meanwhile is left alone
      if (!now?.canary || now.canary.release !== c.release || now.canary.since !== c.since) return;
      pointers[name] = {
        ...ended(now, 'rolled back', 'canary check', verdict.reasons),
        history: withHistory(now, {
          at: new Date().toISOString(),
          who: 'canary check',
          action: 'canary-rollback',
          release: c.release,
          note: verdict.reasons.join('; '),
        }),
      };
      writePointers(pointers, env);
    });
  }
  return out;
}

/** The release each remote runs: `{ mf_lobby: '0.1.0-abc…' }` (remotes on their dist/ are absent). */
function currentReleases(env = process.env) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, p] of Object.entries(readPointers(env)))
    if (p && typeof p.current === 'string' && p.current !== DIST && RELEASE_NAME.test(p.current))
      out[name] = p.current;
  return out;
}

/**
 * The release each remote runs for one browser: a running canary's for the browsers in its share (canary.cjs), the
 * current one for the rest. @param {NodeJS.ProcessEnv} env @param {string | null} browser the browser's id
 * @returns {{ releases: Record<string, string>, canary: boolean }} `canary`: whether any canary runs
 */
function browserReleases(env, browser) {
  /** @type {Record<string, string>} */
  const releases = {};
  let canary = false;
  for (const [name, p] of Object.entries(readPointers(env))) {
    if (!p || typeof p.current !== 'string') continue;
    if (p.canary && RELEASE_NAME.test(p.canary.release)) canary = true;
    const release = canaries.releaseForBrowser(p, name, browser);
    if (release !== DIST && RELEASE_NAME.test(release)) releases[name] = release;
  }
  return { releases, canary };
}

module.exports = {
  DIST,
  RELEASE_NAME,
  releasesDir,
  contentHash,
  buildRelease,
  useRelease,
  rollback,
  listReleases,
  liveVitals,
  fetchVitals,
  checkCanaries,
  promote,
  currentReleases,
  browserReleases,
  alteredFiles,
  skewProblems,
};

/** @param {string[]} args @returns positional arguments and the options `--note <text>`, `--force`, `--no-build` */
function parseArgs(args) {
  /** @type {string[]} */
  const positional = [];
  const options = { note: '', force: false, noBuild: false, canary: 0, rules: canaries.DEFAULT_RULES };
  /** @type {Record<string, string>} */
  const given = {};
  const flags = {
    '--canary-loads': 'loads',
    '--error-margin': 'errorMargin',
    '--lcp-margin': 'lcpMargin',
    '--inp-margin': 'inpMargin',
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const [flag, value] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, ''];
    if (flag === '--canary') options.canary = canaries.parseShare(value);
    else if (flag in flags) given[flags[/** @type {keyof typeof flags} */ (flag)]] = value;
    else if (a === '--note') options.note = args[++i] ?? '';
    else if (a.startsWith('--note=')) options.note = a.slice('--note='.length);
    else if (a === '--force') options.force = true;
    else if (a === '--no-build') options.noBuild = true;
    else positional.push(a);
  }
  if (Object.keys(given).length && !options.canary)
    throw new Error('the canary rules go with --canary=<share>');
  options.rules = canaries.parseRules(given);
  return { positional, options };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  try {
    const { positional: args, options } = parseArgs(rest);
    if (command === 'build') {
      const r = buildRelease(process.cwd(), options);
      process.stdout.write(
        `${r.name} ${r.release}${r.created ? '' : ' (already released)'}: ${path.relative(process.cwd(), r.dir)}\n` +
          `run it: npm run release:use -- ${r.name} ${r.release}\n`,
      );
    } else if (command === 'use' && args.length === 2) {
      const p = useRelease(args[0], args[1], process.env, options);
      process.stdout.write(
        p.canary
          ? `${args[0]} runs ${p.canary.release} for ${p.canary.share}% of browsers, ${p.current} for the rest, from the next page load (${canaries.rulesText(p.canary.rules)})\n`
          : `${args[0]} runs ${p.current} from the next page load\n`,
      );
    } else if (command === 'promote' && args.length === 1) {
      const p = promote(args[0]);
      process.stdout.write(`${args[0]} runs ${p.current} for every browser from the next page load\n`);
    } else if (command === 'canary-check') {
      const decisions = await checkCanaries();
      if (!decisions.length) process.stdout.write('no canary runs\n');
      for (const d of decisions)
        process.stdout.write(`${d.name} canary ${d.release}: ${d.decision}: ${d.reasons.join('; ')}\n`);
    } else if (command === 'rollback' && args.length >= 1) {
      const p = rollback(args[0], args[1]);
      process.stdout.write(`${args[0]} rolled back to ${p.current}: it runs from the next page load\n`);
    } else if (command === 'list') {
      const list = listReleases(args[0]);
      const vitals = await Promise.all(list.map((r) => liveVitals(r)));
      list.forEach((r, i) => process.stdout.write(`${describe(r)}\n${vitals[i]}\n`));
    } else {
      throw new Error(
        'usage: release.cjs build [--no-build] [--note <text>] [--force] | use <name> <release|dist> [--note <text>] [--force] [--canary=<share>% [--canary-loads=<n>] [--error-margin=<points>%] [--lcp-margin=<n>%|<n>ms] [--inp-margin=<n>%|<n>ms]] | promote <name> | rollback <name> [<release>] | canary-check | list [<name>]',
      );
    }
  } catch (err) {
    process.stderr.write(`release: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();

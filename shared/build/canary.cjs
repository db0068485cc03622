// Canary releases: a share of browsers runs a new release of a remote while the rest run the current one, and the
// real-user vitals of both (the shell's beacons, stored by the gateway) decide whether the canary stays.
//
//   npm run release:use -- mf_lobby <release> --canary=10% [--canary-loads=200] [--error-margin=2%]
//       [--lcp-margin=20%] [--inp-margin=20%]              serve <release> to 10 % of browsers, the current to the rest
//   npm run release:promote -- mf_lobby                     the canary becomes the release every browser runs
//   npm run rollback -- mf_lobby                            ends the canary (every browser back on the current one)
//   npm run release:canary-check                            one decision now (dev-proxy decides by itself, below)
//
// Which browsers: a browser's id (dev-proxy's `jogo_browser` cookie, random, set while a canary runs) hashed with
// the remote and the canary's release gives it a place in [0, 100); it runs the canary when that place is below the
// share. The same browser stays on the same side for the whole canary (sticky), and another canary picks another
// share of browsers.
//
// The decision, once both the canary and the current release have `loads` page loads since the canary started: roll
// back when the canary's error rate (errors per page load) is above the current's by more than `errorMargin`
// (percentage points), or its p75 LCP or p75 INP above the current's by more than its margin (`20%`: relative, or
// `300ms`: absolute). Otherwise the canary is healthy: it keeps running until someone promotes it. dev-proxy checks
// every `JOGO_CANARY_CHECK_MS` (10 s; also on a registry request once that long has passed); a rollback is written to
// the pointer file (the canary gone, `lastCanary` saying why, a `canary-rollback` entry in the history), so the next
// page load of every browser gets the current release and `npm run releases` says why.
const { createHash } = require('node:crypto');

/** @typedef {{ loads: number, errorMargin: number, lcpMargin: Margin, inpMargin: Margin }} Rules */
/** @typedef {{ ratio: number } | { ms: number }} Margin */
/**
 * @typedef {{ remote: string, release: string, loads: number, errors: number, errorRate: number,
 *   p75LcpMs: number | null, p75InpMs: number | null }} Summary the gateway's vitals of one release (domain/site/vitals.ts)
 */

/** @type {Rules} */
const DEFAULT_RULES = { loads: 200, errorMargin: 0.02, lcpMargin: { ratio: 0.2 }, inpMargin: { ratio: 0.2 } };

/** @param {string} text `10%`, `10`, `0.5%` @returns the share of browsers in percent (0 < share < 100) */
function parseShare(text) {
  const m = /^(\d+(?:\.\d+)?)%?$/.exec(String(text).trim());
  const share = m ? Number(m[1]) : NaN;
  if (!(share > 0 && share < 100))
    throw new Error(`--canary=${text}: give a share of browsers above 0 and below 100%`);
  return share;
}

/** @param {string} text `20%` or `300ms` @returns {Margin} */
function parseMargin(text, flag) {
  const m = /^(\d+(?:\.\d+)?)(%|ms)$/.exec(String(text).trim());
  if (!m) throw new Error(`${flag}=${text}: give a margin as a percentage (20%) or in milliseconds (300ms)`);
  return m[2] === '%' ? { ratio: Number(m[1]) / 100 } : { ms: Number(m[1]) };
}

/**
 * @param {{ loads?: string, errorMargin?: string, lcpMargin?: string, inpMargin?: string }} given the options' text
 * @returns {Rules} the rules with the defaults for what is not given
 */
function parseRules(given) {
  const rules = { ...DEFAULT_RULES };
  if (given.loads !== undefined) {
    const n = Number(given.loads);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`--canary-loads=${given.loads}: give a whole number of page loads`);
    rules.loads = n;
  }
  if (given.errorMargin !== undefined) {
    const m = /^(\d+(?:\.\d+)?)%$/.exec(given.errorMargin.trim());
    if (!m) throw new Error(`--error-margin=${given.errorMargin}: give percentage points (2%)`);
    rules.errorMargin = Number(m[1]) / 100;
  }
  if (given.lcpMargin !== undefined) rules.lcpMargin = parseMargin(given.lcpMargin, '--lcp-margin');
  if (given.inpMargin !== undefined) rules.inpMargin = parseMargin(given.inpMargin, '--inp-margin');
  return rules;
}

/**
 * @param {string} browser a browser's id @param {string} name the remote @param {string} release the canary's release
 * @returns the browser's place in [0, 100) for this canary
 */
function canaryBucket(browser, name, release) {
  const h = createHash('sha256').update(`${browser}\0${name}\0${release}`).digest();
  return (h.readUInt32BE(0) / 2 ** 32) * 100;
}

/**
 * @param {{ current: string, canary?: { release: string, share: number } }} pointer a remote's entry of current.json
 * @param {string | null | undefined} browser the browser's id (none: the current release)
 * @returns the release this browser runs
 */
function releaseForBrowser(pointer, name, browser) {
  const c = pointer.canary;
  if (!c || !browser) return pointer.current;
  return canaryBucket(browser, name, c.release) < c.share ? c.release : pointer.current;
}

/** @param {Margin} m */
const marginText = (m) => ('ms' in m ? `${m.ms} ms` : `${Math.round(m.ratio * 100)}%`);
/** @param {number | null} canary @param {number | null} current @param {Margin} m @returns whether canary is worse */
function worse(canary, current, m) {
  if (canary === null || current === null) return false;
  return 'ms' in m ? canary - current > m.ms : canary > current * (1 + m.ratio);
}
const pct = (/** @type {number} */ x) => `${(x * 100).toFixed(1)}%`;
const ms = (/** @type {number | null} */ x) => (x === null ? '-' : `${Math.round(x)} ms`);

/**
 * The canary's fate from both releases' vitals since it started.
 * @param {Summary} canary @param {Summary} current @param {Rules} rules
 * @returns {{ decision: 'wait' | 'rollback' | 'healthy', reasons: string[] }}
 *   `wait`: fewer than `rules.loads` page loads on either side; `rollback`: worse by more than a margin (why);
 *   `healthy`: measured and not worse (it may be promoted)
 */
function canaryVerdict(canary, current, rules) {
  if (canary.loads < rules.loads || current.loads < rules.loads)
    return {
      decision: 'wait',
      reasons: [
        `${rules.loads} page loads needed on each side: canary ${canary.loads}, current ${current.loads}`,
      ],
    };
  /** @type {string[]} */
  const reasons = [];
  if (canary.errorRate - current.errorRate > rules.errorMargin)
    reasons.push(
      `error rate ${pct(canary.errorRate)} against ${pct(current.errorRate)} (margin ${pct(rules.errorMargin)} points)`,
    );
  if (worse(canary.p75LcpMs, current.p75LcpMs, rules.lcpMargin))
    reasons.push(
      `p75 LCP ${ms(canary.p75LcpMs)} against ${ms(current.p75LcpMs)} (margin ${marginText(rules.lcpMargin)})`,
    );
  if (worse(canary.p75InpMs, current.p75InpMs, rules.inpMargin))
    reasons.push(
      `p75 INP ${ms(canary.p75InpMs)} against ${ms(current.p75InpMs)} (margin ${marginText(rules.inpMargin)})`,
    );
  return reasons.length
    ? {
        decision: 'rollback',
        reasons: reasons.map((r) => `${r}, over ${canary.loads} and ${current.loads} page loads`),
      }
    : { decision: 'healthy', reasons: [`not worse over ${canary.loads} and ${current.loads} page loads`] };
}

/** @param {Rules} r @returns the rules as the release list prints them */
const rulesText = (r) =>
  `after ${r.loads} page loads each; margins: errors ${pct(r.errorMargin)} points, LCP ${marginText(r.lcpMargin)}, INP ${marginText(r.inpMargin)}`;

module.exports = {
  DEFAULT_RULES,
  parseShare,
  parseRules,
  canaryBucket,
  releaseForBrowser,
  canaryVerdict,
  rulesText,
};

/**
 * Interaction latencies, as INP counts them: the Event Timing API's duration of the
 * interaction (from the input to the next paint after its handlers; the longest entry of its interactionId), at
 * 4x CPU on the 412 px phone, the network unthrottled, each in a fresh page that has loaded and gone quiet, the
 * announcement popup closed; median of TAP_RUNS (3). The language switch also gives the time from the tap until no
 * text of the old language shows (texts from shared/src/i18n/locales, banner pictures by their `lang=`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  coldPage,
  ENGLISH,
  median,
  pageScript,
  QUIET_POPUPS,
  ROOT,
  sleep,
  throttle,
  tokenFor,
  trackRequests,
  withToken,
  type Browser,
  type Site,
  type Who,
} from './lib';

interface EventEntry {
  name: string;
  id: number;
  start: number;
  duration: number;
  delay: number;
  processing: number;
}

export interface Tap {
  name: string;
  what: string;
  who: Who;
  route: string;
  /** the page in English (the e2e suite's names); the language taps start in Portuguese */
  english: boolean;
  /** before the measured tap (not measured) */
  prepare?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** the tap's visible result */
  done: (page: Page) => Promise<void>;
}

const visible = async (l: Locator) => l.waitFor({ state: 'visible', timeout: 30_000 });
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

export const TAPS: Tap[] = [
  {
    name: 'login',
    what: 'open the login dialog (header)',
    who: 'guest',
    route: '/',
    english: true,
    target: (p) => p.getByRole('banner').getByRole('button', { name: 'Log in' }),
    done: (p) => visible(p.getByRole('dialog', { name: 'Log in' })),
  },
  {
    name: 'side-menu',
    what: 'open the side menu (phone drawer)',
    who: 'guest',
    route: '/',
    english: true,
    target: menuButton,
    done: (p) => visible(p.getByRole('complementary', { name: 'Side menu' })),
  },
  {
    name: 'next-page',
    what: "a lobby's next page (/rng)",
    who: 'guest',
    route: '/rng',
    english: true,
    target: (p) => p.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }),
    done: (p) =>
      p
        .getByRole('navigation', { name: 'Pagination' })
        .locator('[aria-current="page"]', { hasText: '2' })
        .waitFor({ timeout: 30_000 }),
  },
  {
    name: 'deposit',
    what: 'open the deposit page (header, demo_player)',
    who: 'demo_player',
    route: '/',
    english: true,
    target: (p) =>
      p
        .getByRole('banner')
        .getByRole('link', { name: 'Deposit' })
        .or(p.getByRole('banner').getByRole('button', { name: 'Deposit' }))
        .first(),
    done: (p) => visible(p.getByRole('heading', { level: 1, name: 'Deposit' })),
  },
  {
    name: 'amount-chip',
    what: 'an amount chip on the deposit page',
    who: 'demo_player',
    route: '/wallet?page=depositv2',
    english: true,
    target: (p) =>
      p
        .getByRole('button', { name: '100.00' })
        .or(p.getByRole('button', { name: '100', exact: true }))
        .first(),
    done: (p) =>
      p
        .locator('[aria-pressed="true"], [aria-checked="true"]', { hasText: '100' })
        .first()
        .waitFor({ timeout: 30_000 }),
  },
  {
    name: 'records-tab',
    what: 'a records tab (/member?page=personalHistoryCopy)',
    who: 'demo_player',
    route: '/member?page=personalHistoryCopy',
    english: true,
    target: (p) => p.getByRole('tablist').first().getByRole('tab').nth(1),
    done: (p) =>
      p
        .getByRole('tablist')
        .first()
        .getByRole('tab')
        .nth(1)
        .and(p.locator('[aria-selected="true"]'))
        .waitFor(),
  },
  {
    name: 'language-en',
    what: 'switch the language to EN (side menu, home)',
    who: 'guest',
    route: '/',
    english: false,
    prepare: async (p) => {
      await menuButton(p).click();
      await visible(p.getByRole('complementary', { name: 'Menu lateral' }));
    },
    target: (p) =>
      p.getByRole('complementary', { name: 'Menu lateral' }).getByRole('button', { name: 'English' }),
    done: (p) => p.locator('html[lang="en"]').waitFor({ state: 'attached' }),
  },
  {
    name: 'language-pt',
    what: 'and back to PT',
    who: 'guest',
    route: '/',
    english: false,
    prepare: async (p) => {
      await menuButton(p).click();
      const menu = p.getByRole('complementary', { name: 'Menu lateral' });
      await menu.getByRole('button', { name: 'English' }).click();
      await p.locator('html[lang="en"]').waitFor({ state: 'attached' });
      await untilGone(p, languageWords('pt'), 15_000);
      await settle(p);
    },
    target: (p) =>
      p.getByRole('complementary', { name: 'Side menu' }).getByRole('button', { name: 'Português' }),
    done: (p) => p.locator('html[lang="pt"], html[lang="pt-BR"]').waitFor({ state: 'attached' }),
  },
  {
    name: 'open-game',
    what: 'open a game (/rng, demo_player)',
    who: 'demo_player',
    route: '/rng',
    english: true,
    target: (p) =>
      p
        .getByRole('list', { name: 'Slots games' })
        .getByRole('listitem')
        .first()
        .getByRole('button', {
          name: /^Play /,
        }),
    done: (p) => p.waitForURL((u) => u.pathname !== '/rng', { timeout: 30_000 }),
  },
  {
    name: 'favourite',
    what: 'toggle a favourite (/rng, demo_player)',
    who: 'demo_player',
    route: '/rng',
    english: true,
    target: (p) => p.getByRole('button', { name: /^Add .* to favourites$/ }).first(),
    done: (p) =>
      p
        .getByRole('button', { name: /^Remove .* from favourites$/ })
        .first()
        .waitFor({ timeout: 30_000 }),
  },
  {
    name: 'member-menu',
    what: 'a member-centre menu entry (/member)',
    who: 'demo_player',
    route: '/member',
    english: true,
    target: (p) => p.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: /^VIP/ }),
    done: (p) => visible(p.getByRole('heading', { level: 1, name: 'VIP' })),
  },
  {
    name: 'agent-period',
    what: "an agent report's period (/agentHome)",
    who: 'demo_agent',
    route: '/agentHome',
    english: true,
    target: (p) => p.getByRole('tab', { name: 'This month' }),
    done: (p) => p.getByRole('tab', { name: 'This month', selected: true }).waitFor({ timeout: 30_000 }),
  },
];

/** Words of one language that the other does not use (whole texts of the locales, no interpolation). */
export function languageWords(lang: 'pt' | 'en'): string[] {
  const dir = path.join(ROOT, 'shared', 'src', 'i18n', 'locales');
  const flat = (l: string) => {
    const out = new Map<string, string>();
    for (const file of fs.readdirSync(path.join(dir, l)).filter((f) => f.endsWith('.json'))) {
      const walk = (prefix: string, v: unknown) => {
        if (typeof v === 'string') out.set(prefix, v.trim());
        else if (v && typeof v === 'object')
          for (const [k, x] of Object.entries(v)) walk(`${prefix}.${k}`, x);
      };
      walk(file, JSON.parse(fs.readFileSync(path.join(dir, l, file), 'utf8')));
    }
    return out;
  };
  const mine = flat(lang);
  const other = flat(lang === 'pt' ? 'en' : 'pt');
  const otherValues = new Set(other.values());
  const words = [...mine.entries()]
    .filter(([k, v]) => v.length >= 3 && !v.includes('{{') && other.get(k) !== v && !otherValues.has(v))
    .map(([, v]) => v);
  // banner pictures are per language (`…?lang=pt`)
  return [...new Set(words), `?lang=${lang}`];
}

/** Waits until none of `words` shows; performance.now() then, or -1. */
async function untilGone(page: Page, words: string[], ms: number): Promise<number> {
  const shown = (await page.evaluate(`window.__benchTexts(${JSON.stringify(words)})`)) as string[];
  return (await page.evaluate(`window.__benchUntilGone(${JSON.stringify(shown)}, ${ms})`)) as number;
}

/** Two frames and a moment: the interaction's Event Timing entries are reported after its next paint. */
async function settle(page: Page) {
  await page.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))',
  );
}

export interface TapRun {
  latencyMs: number;
  /** input delay / handlers of the longest entry */
  delayMs: number;
  processingMs: number;
  event: string;
  /** language taps: from the tap until no text of the old language shows */
  fullyMs?: number;
  error?: string;
}

async function tapOnce(browser: Browser, site: Site, tap: Tap): Promise<TapRun> {
  const init = [QUIET_POPUPS, pageScript('events.js'), pageScript('texts.js')];
  if (tap.english) init.unshift(ENGLISH);
  const { context, page, cdp } = await coldPage(browser, init);
  try {
    const net = trackRequests(page, cdp, () => 0);
    await page.goto(site.origin + withToken(tap.route, await tokenFor(site, tap.who)), {
      waitUntil: 'load',
      timeout: 60_000,
    });
    await visible(tap.target(page)).catch(() => undefined);
    await net.idle(8_000, 500, false);
    await throttle(cdp, false);
    if (tap.prepare) await tap.prepare(page);
    await settle(page);
    const mark = (await page.evaluate('performance.now()')) as number;
    const oldWords = tap.name === 'language-en' ? languageWords('pt') : languageWords('en');
    const watch = tap.name.startsWith('language')
      ? ((await page.evaluate(`window.__benchTexts(${JSON.stringify(oldWords)})`)) as string[])
      : [];
    await tap.target(page).click({ timeout: 30_000 });
    await tap.done(page);
    const goneAt = watch.length
      ? ((await page.evaluate(`window.__benchUntilGone(${JSON.stringify(watch)}, 15000)`)) as number)
      : NaN;
    await settle(page);
    const entries = ((await page.evaluate('window.__benchEvents')) as EventEntry[]).filter(
      (e) => e.start >= mark,
    );
    if (!entries.length) return { latencyMs: 16, delayMs: 0, processingMs: 0, event: '(< 16 ms)' };
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    const first = Math.min(...entries.map((e) => e.start));
    return {
      latencyMs: longest.duration,
      delayMs: longest.delay,
      processingMs: longest.processing,
      event: longest.name,
      ...(watch.length ? { fullyMs: goneAt < 0 ? NaN : Math.round(goneAt - first) } : {}),
    };
  } catch (err) {
    return { latencyMs: NaN, delayMs: NaN, processingMs: NaN, event: '', error: String(err).split('\n')[0] };
  } finally {
    await context.close();
  }
}

export interface TapResult {
  site: string;
  name: string;
  what: string;
  latencyMs: number;
  runsMs: number[];
  fullyMs?: number;
  fullyRunsMs?: number[];
  longest: string;
  errors: string[];
}

export function tapTargets(filter?: string): Tap[] {
  if (!filter) return TAPS;
  const names = filter.split(',').map((s) => s.trim());
  for (const n of names)
    if (!TAPS.some((t) => t.name === n))
      throw new Error(`--taps: no tap ${n} (one of ${TAPS.map((t) => t.name).join(', ')})`);
  return TAPS.filter((t) => names.includes(t.name));
}

/** Each tap `runs` times on each site, the taps (and sites) taken in turn. */
export async function measureTaps(
  browser: Browser,
  sites: Site[],
  taps: Tap[],
  runs: number,
  log: (s: string) => void,
): Promise<TapResult[]> {
  const key = (site: Site, tap: Tap) => `${site.label} ${tap.name}`;
  const all = new Map<string, TapRun[]>();
  for (let i = 0; i < runs; i++)
    for (const tap of taps)
      for (const site of sites) {
        const r = await tapOnce(browser, site, tap);
        all.set(key(site, tap), [...(all.get(key(site, tap)) ?? []), r]);
        log(
          `  ${sites.length > 1 ? `[${site.label}] ` : ''}${tap.name} run ${i + 1}/${runs}: ${r.error ? `failed: ${r.error}` : `${r.latencyMs} ms (${r.event}, delay ${r.delayMs}, handlers ${r.processingMs})`}` +
            (r.fullyMs !== undefined ? `, old language gone after ${r.fullyMs} ms` : ''),
        );
        await sleep(100);
      }
  return taps.flatMap((tap) =>
    sites.map((site) => {
      const rs = all.get(key(site, tap))!;
      const ok = rs.filter((r) => !r.error);
      const fully = ok.filter((r) => r.fullyMs !== undefined).map((r) => r.fullyMs!);
      const mid = ok.find((r) => r.latencyMs === median(ok.map((x) => x.latencyMs)));
      return {
        site: site.label,
        name: tap.name,
        what: tap.what,
        latencyMs: median(ok.map((r) => r.latencyMs)),
        runsMs: rs.map((r) => r.latencyMs),
        ...(fully.length ? { fullyMs: median(fully), fullyRunsMs: fully } : {}),
        longest: mid ? `${mid.event}: delay ${mid.delayMs}, handlers ${mid.processingMs}` : '',
        errors: rs.filter((r) => r.error).map((r) => r.error!),
      };
    }),
  );
}

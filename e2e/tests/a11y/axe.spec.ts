import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../../fixtures/test';
import { session } from '../auth/helpers';
import { english, quietEnglish } from '../shell/helpers';
import {
  VIEWPORTS,
  analyse,
  readRegistry,
  report,
  settle,
  type Access,
  type Finding,
  type RegistryRoute,
} from './helpers';

/**
 * Axe-core with the WCAG 2.2 AA rules finds nothing on any route or dialog, on a phone and a
 * desktop. The routes come from the registry the site serves (/remotes.json) plus the shell's own pages; the
 * pages remotes lend by name are checked where the member centre hosts them. Each access level is one test:
 * one page, one login, its routes in turn, every finding listed at the end.
 */

/** The shell's own pages (shell/src/routing/shell-pages.tsx); an unknown path shows home. */
const SHELL_PAGES: RegistryRoute[] = [
  { path: '/help', layout: 'full', access: 'guest' },
  { path: '/announce', layout: 'full', access: 'guest' },
  { path: '/down', layout: 'full', access: 'guest' },
  { path: '/feedback', layout: 'full', access: 'member' },
];

/** Routes that need a parameter to show their content: a seeded example, and who may see it. */
const EXAMPLES: Record<string, { url: string; access: Access }> = {
  '/seamless': { url: '/seamless?game=DICE', access: 'member' },
};

/** Who logs in for each access level (README demo accounts). */
const GROUPS: { name: string; account: string | null; accesses: Access[]; centre?: string }[] = [
  { name: 'guest', account: null, accesses: ['guest'] },
  { name: 'member', account: 'demo_player', accesses: ['member', 'real'], centre: 'Member centre' },
  { name: 'agent', account: 'demo_agent', accesses: ['agent'], centre: 'Agent menu' },
];

/** A centre's own pages, read from its menu (`?page=<name>` links), so a page added later is checked too. */
async function menuPages(page: Page, menu: string): Promise<string[]> {
  // a phone keeps the menu in a closed drawer: hidden links count too
  const links = page
    .getByRole('navigation', { name: menu, includeHidden: true })
    .getByRole('link', { includeHidden: true });
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.includes('page='));
}

/**
 * Opens `url` and waits for the shell's main area. A direct load that the shell's guard sends home (seen on a
 * loaded machine while the member's details are still on their way) is tried once more; a route that still
 * sends this account elsewhere is analysed where it lands, and the report says so.
 */
async function open(page: Page, url: string): Promise<void> {
  const path = new URL(url, 'http://site').pathname;
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto(url);
    await expect(page.locator('#main')).toBeVisible();
    if (new URL(page.url()).pathname === path) return;
  }
  test
    .info()
    .annotations.push({ type: 'redirected', description: `${url} -> ${new URL(page.url()).pathname}` });
}

/**
 * Opens `url` and analyses it. The frame around the page (header, menus, footer) is the same on every route of
 * a layout: it is analysed with the first route of each layout, then only the route's own content (#main),
 * which keeps the suite quick.
 */
async function visit(
  page: Page,
  url: string,
  findings: Finding[],
  width: number,
  frames: Set<string>,
  layout = 'full',
): Promise<void> {
  await test.step(url, async () => {
    await open(page, url);
    await settle(page);
    const whole = !frames.has(layout);
    frames.add(layout);
    findings.push(...(await analyse(page, `${url} @${width}`, whole ? undefined : '#main')));
  });
}

/** Asks the shell for a dialog by name (the bus the page shares with every remote). */
async function requestDialog(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => {
    const bus = (globalThis as unknown as { __JOGO_BUS__: { emit: (e: string, p: unknown) => void } })
      .__JOGO_BUS__;
    bus.emit('ui:modal-requested', { name: n });
  }, name);
}

/** Waits for the dialog named `name` and its content, then analyses the dialog alone. */
async function dialog(page: Page, name: string | RegExp, findings: Finding[], width: number): Promise<void> {
  await test.step(`dialog ${name}`, async () => {
    const box = page.getByRole('dialog', { name, exact: true });
    await expect(box).toBeVisible();
    await settle(page);
    findings.push(...(await analyse(page, `dialog ${name} @${width}`, '[role="dialog"]')));
  });
}

// six independent tests (three accounts at two widths), the suite's longest file: spread over the workers
// instead of one worker running all six in turn while the other has finished its files
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  const width = viewport.width;

  for (const group of GROUPS) {
    test(`${group.name} routes at ${width} px: no WCAG 2.2 AA violation`, async ({ page }) => {
      test.setTimeout(420_000);
      await page.setViewportSize(viewport);
      await quietEnglish(page);
      const registry = await readRegistry();
      if (group.account) {
        await loginAs(page, group.account);
        await expect.poll(async () => (await session(page)).status).toBe('member');
      }
      const routes = [...registry.routes, ...SHELL_PAGES].flatMap((r) => {
        const example = EXAMPLES[r.path];
        return group.accesses.includes(example?.access ?? r.access)
          ? [{ url: example?.url ?? r.path, layout: r.layout }]
          : [];
      });
      expect(routes.length).toBeGreaterThan(0);
      const findings: Finding[] = [];
      const frames = new Set<string>();
      for (const r of routes) await visit(page, r.url, findings, width, frames, r.layout);
      if (group.name === 'member') {
        // the pages other remotes lend by name, where the member centre shows them
        for (const name of registry.pages) await visit(page, `/member?page=${name}`, findings, width, frames);
      }
      if (group.centre && width >= 1280) {
        // the centre's own pages too, once (desktop), to keep the suite quick
        const lent = new Set(registry.pages.map((n) => `page=${n}`));
        await open(page, group.name === 'member' ? '/member' : '/agentHome');
        for (const url of await menuPages(page, group.centre))
          if (![...lent].some((p) => url.endsWith(p))) await visit(page, url, findings, width, frames);
      }
      expect(findings.length, report(findings)).toBe(0);
    });
  }

  test(`dialogs at ${width} px: no WCAG 2.2 AA violation`, async ({ page }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    // the guests' announcement popup shows by itself on the first visit
    await english(page);
    const findings: Finding[] = [];
    await page.goto('/');
    await dialog(page, /Announcements/, findings, width);
    await page.keyboard.press('Escape');

    for (const [url, name] of [
      ['/login', 'Log in'],
      ['/register', 'Sign up'],
    ] as const) {
      await page.goto(url);
      await dialog(page, name, findings, width);
    }
    await page.goto('/');
    await expect(page.locator('#main')).toBeVisible();
    for (const [request, name] of [
      ['forgot', 'Forgot password'],
      ['help', /./],
      ['chat', 'Chat room'],
    ] as const) {
      await requestDialog(page, request);
      await dialog(page, name, findings, width);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // the pages lent by name that the agent centre shows in a panel (deposit, withdraw, messages)
    await loginAs(page, 'demo_agent', undefined, '/agentHome');
    const actions = page.getByRole('navigation', { name: 'Account actions' });
    for (const [button, name] of [
      ['Deposit', 'Deposit'],
      ['Withdraw', 'Withdraw'],
      ['Messages', 'Messages'],
    ] as const) {
      await actions.getByRole('button', { name: button, exact: true }).click();
      await dialog(page, name, findings, width);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    expect(findings.length, report(findings)).toBe(0);
  });
}

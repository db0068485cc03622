import type { Locator, Page } from '@playwright/test';
import { test, expect, loginToken } from '../../fixtures/test';
import { quietEnglish } from '../lobby/helpers';

/**
 * Every route's first screen: the page's early script (dev-proxy/src/early-script.js) shows the route's
 * own view (src/first-view/ of the remote that owns it, built into its jogo-early.json) in the shell's frame before
 * any of our JavaScript has run, filled from the route's early answers; once the app shows its own first screen,
 * the frame goes. The route's largest paint (the element a slow phone's LCP counts) must be where the app puts it,
 * so the player sees one page that stays. The shell's entry script is held back to see the view on its own.
 */
type Rect = { x: number; y: number; width: number; height: number };

async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const rectOf = (locator: Locator) =>
  locator.evaluate((el): Rect => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

interface Case {
  route: string;
  account?: string;
  widths: number[];
  /** the route's largest paint in the view (the frame's markup: no roles there, it is aria-hidden) */
  view: string;
  /** the same element as the app renders it */
  app: (page: Page) => Locator;
}

const CASES: Case[] = [
  {
    route: '/rng',
    widths: [360, 412, 1280],
    view: '#first-view li img',
    app: (page) => page.getByRole('list', { name: 'Slots games' }).getByRole('img').first(),
  },
  {
    route: '/lott',
    widths: [412],
    view: '#first-view li img',
    app: (page) =>
      page
        .getByRole('list', { name: /Lottery games/ })
        .getByRole('img')
        .first(),
  },
  {
    // a member's own list: the same tiles, from the session's early read of its favourites
    route: '/favorite',
    account: 'demo_player',
    widths: [360, 412, 1280],
    view: '#first-view li img',
    app: (page) => page.getByRole('list', { name: 'Favourites' }).getByRole('img').first(),
  },
  {
    route: '/recent',
    account: 'demo_player',
    widths: [412],
    view: '#first-view li img',
    app: (page) => page.getByRole('list', { name: 'Recently played' }).getByRole('img').first(),
  },
  {
    // the tiles of the wallet's pages: the last one sits where the market's rules leave it (no upline transfer in
    // Brazil), and its text is among the page's largest
    route: '/wallet',
    account: 'demo_player',
    widths: [360, 412, 1280],
    view: '#first-view .fvw-tile:last-child .fvw-muted',
    app: (page) => page.getByText('Set, change or reset it'),
  },
  {
    // the lottery screen: its game menus and the chosen game's draws, both asked for by the page (the draws once
    // the menus answer names the game); its largest text is the draws' title
    route: '/lottery',
    account: 'demo_player',
    widths: [360, 412, 1280],
    view: '#first-view .fvt-sub',
    app: (page) => page.getByRole('heading', { level: 3, name: 'Opened numbers' }),
  },
  ...['/seaLottery', '/vnLottery'].map((route) => ({
    // another market's lotteries (the demo's is Brazil's): the screen saying so, from the page's menus answer
    route,
    account: 'demo_player',
    widths: [360, 412, 1280],
    view: '#first-view .fvt-empty p + p',
    app: (page: Page) => page.getByText('Only the games this site offers can be played here.'),
  })),
  {
    // the agent login card, centred: its hours note, the largest text, sits where the app's card puts it
    route: '/agent',
    widths: [360, 412, 1280],
    view: '#first-view .fvg-hours',
    app: (page) => page.getByText('Agent service hours'),
  },
  {
    route: '/inhouse',
    widths: [360, 412, 1280],
    view: '#first-view .fvi-intro',
    app: (page) => page.getByText('Our own games. Every result is provably fair'),
  },
  {
    route: '/promotions',
    widths: [360, 412, 1280],
    // the first card's picture: the largest paint (alt "": no img role)
    view: '#first-view .fvp-art img',
    app: (page) => page.locator("[data-page='promotions'] article img").first(),
  },
  {
    route: '/pointMall',
    account: 'demo_player',
    widths: [412, 1280],
    view: '#first-view li img',
    // the goods' pictures are decorative (alt ""): no img role
    app: (page) => page.getByRole('list', { name: 'Goods' }).locator('img').first(),
  },
  {
    route: '/member',
    account: 'demo_player',
    widths: [412, 1280],
    view: '#first-view .fvm-muted',
    app: (page) => page.getByText('Use a password you do not use anywhere else.'),
  },
  {
    route: '/member?page=personalHistoryCopy',
    account: 'demo_player',
    widths: [360, 412, 1280],
    view: '#first-view h1',
    app: (page) => page.getByRole('heading', { level: 1, name: 'Betting record' }),
  },
  {
    route: '/agentHome',
    account: 'demo_agent',
    widths: [412, 1280],
    view: '#first-view .fva-muted + .fva-muted',
    app: (page) => page.getByText('Played = settled bets, on the day (site time zone) they settled.'),
  },
];

test.describe("every route's first screen", () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
  });

  for (const c of CASES)
    test(`${c.route}: its first screen before the app, its largest paint where the app puts it`, async ({
      page,
    }) => {
      const token = c.account ? await loginToken(c.account) : null;
      const url = token ? `${c.route}${c.route.includes('?') ? '&' : '?'}token=${token}` : c.route;
      for (const width of c.widths)
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 823 });
          await page.unrouteAll();
          const releaseShell = await holdShell(page);
          await page.goto(url, { waitUntil: 'commit' });
          const early = page.locator(c.view).first();
          await expect(early).toBeVisible();
          await expect(page.locator('#root main'), 'the app has not rendered yet').toHaveCount(0);
          const before = await rectOf(early);

          releaseShell();
          await expect(page.locator('#first-view'), 'gone once the app shows its own').toHaveCount(0);
          const app = c.app(page);
          await expect(app).toBeVisible();
          const after = await rectOf(app);
          for (const k of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs(after[k] - before[k]), `${k} at ${width} px`).toBeLessThan(1);
        });
    });

  test("the betting record asks for today's bets in the site's zone with the page, and the app takes that answer", async ({
    page,
  }) => {
    // 01:30 UTC on 27 November: still the 26th in São Paulo, the site's zone
    await page.clock.setFixedTime(new Date('2026-11-27T01:30:00Z'));
    const token = await loginToken('demo_player');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/records/bets') asked.push(r.url());
    });
    const releaseShell = await holdShell(page);
    await page.goto(`/member?page=personalHistoryCopy&token=${token}`, { waitUntil: 'commit' });
    await expect.poll(() => asked.length, 'asked by the page, before the app').toBe(1);
    await expect(page.locator('#root main')).toHaveCount(0);
    const query = Object.fromEntries(new URL(asked[0]!).searchParams);
    expect(query).toMatchObject({ startDate: '2026-11-26', endDate: '2026-11-26', pageNo: '1' });

    releaseShell();
    await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
    await expect(page.locator('#root [aria-busy="true"], #root [data-skeleton]')).toHaveCount(0);
    expect(asked, 'the app took the early answer instead of asking again').toHaveLength(1);
  });

  test("the favourites are asked for once, by the page; one type's page below the route gets no first screen", async ({
    page,
  }) => {
    const token = await loginToken('demo_player');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/relay/MCSFE_getFavoriteGamesList') asked.push(r.url());
    });
    const releaseShell = await holdShell(page);
    await page.goto(`/favorite?token=${token}`, { waitUntil: 'commit' });
    await expect.poll(() => asked.length, 'asked by the page, before the app').toBe(1);
    await expect(page.locator('#first-view li img').first()).toBeVisible();
    releaseShell();
    await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('img').first()).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    expect(asked, 'the app took the early answer instead of asking again').toHaveLength(1);

    // /favorite/RNG lists one type: the page starts none of the whole list's reads and shows no first screen
    asked.length = 0;
    await page.unrouteAll();
    const releaseAgain = await holdShell(page);
    const status = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
    await page.goto('/favorite/RNG', { waitUntil: 'commit' });
    await status;
    await expect(page.locator('#first-view')).toBeHidden();
    expect(asked).toHaveLength(0);
    releaseAgain();
    await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('img').first()).toBeVisible();
    expect(asked.map((u) => new URL(u).searchParams.get('gameType'))).toEqual(['RNG']);
  });

  test("a lottery's draws are asked for once, by the page, for the game its menus answer or link names", async ({
    page,
  }) => {
    const token = await loginToken('demo_player');
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/lgw/vn/numeros/opened/game') asked.push(url.searchParams.get('gameCode') ?? '');
    });
    for (const [query, game] of [
      ['', 'FAST3'],
      ['&gameCode=PK10', 'PK10'],
    ] as const)
      await test.step(game, async () => {
        asked.length = 0;
        await page.unrouteAll();
        const releaseShell = await holdShell(page);
        await page.goto(`/lottery?token=${token}${query}`, { waitUntil: 'commit' });
        await expect.poll(() => asked, 'asked by the page, before the app').toEqual([game]);
        await expect(page.locator('#first-view .fvt-active')).toHaveCount(1);
        await expect(page.locator('#root main')).toHaveCount(0);
        releaseShell();
        await expect(page.getByRole('heading', { level: 3, name: 'Opened numbers' })).toBeVisible();
        await expect(page.locator('#first-view')).toHaveCount(0);
        await expect(page.locator('#root [aria-busy="true"], #root [data-skeleton]')).toHaveCount(0);
        expect(asked, 'the app took the early answer instead of asking again').toEqual([game]);
      });
  });

  test('a route of the session shows none of its first screen to a guest', async ({ page }) => {
    const releaseShell = await holdShell(page);
    // the status answer is what a view waits for: once it is in, a view would show (waited for from before the
    // navigation: on a busy machine it can arrive before `goto` returns)
    const status = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
    await page.goto('/member', { waitUntil: 'commit' });
    await status;
    await expect(page.locator('#first-view')).toBeHidden();
    releaseShell();
    // the shell's guard sends the guest to log in
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('#first-view')).toBeHidden();
  });
});

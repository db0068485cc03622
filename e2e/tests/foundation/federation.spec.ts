import { REMOTES } from '@jogo/shared/build';
import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

const FALLBACK = /This area did not load|Esta área não carregou/;

/**
 * Each remote of the registry on its first declared route, and who must be logged in to see it (the route's
 * access: a guest route needs nobody, the others the demo agent, who passes every guard).
 */
const REMOTE_ROUTES = REMOTES.map((r) => {
  const route = r.routes[0];
  return { name: r.name, path: route.path, user: route.access === 'guest' ? null : 'demo_agent' };
});

test.describe('federated shell', () => {
  test.beforeEach(async ({ page }) => quietEnglish(page));
  for (const remote of REMOTE_ROUTES) {
    test(`renders ${remote.name} on ${remote.path}`, async ({ page }) => {
      const exposed = page.waitForResponse(
        (r) =>
          r.url().includes(`/remotes/${remote.name}/`) &&
          r.url().includes('__federation_expose_routes') &&
          r.ok(),
      );
      if (remote.user) await loginAs(page, remote.user, 'Jogo@2026', remote.path);
      else await page.goto(remote.path);
      await exposed;
      await expect(page).toHaveURL(new RegExp(`${remote.path}`));
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
    });
  }

  test('loads React exactly once', async ({ page }) => {
    // Every copy of react-dom registers its renderer with the devtools hook: count them.
    await page.addInitScript(() => {
      const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown; __reactCopies: number };
      w.__reactCopies = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          w.__reactCopies += 1;
          return w.__reactCopies;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await page.goto('/sports');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.goto('/promotions');
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { __reactCopies: number }).__reactCopies)).toBe(1);
    const sources = await page.evaluate(() => {
      type Info = { from: string; loaded?: boolean };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const from = new Set<string>();
      for (const scopes of Object.values(share))
        for (const pkgs of Object.values(scopes))
          for (const [name, versions] of Object.entries(pkgs))
            if (name === 'react' || name === 'react-dom/client' || name === '@jogo/shared/bus')
              for (const info of Object.values(versions)) if (info.loaded) from.add(`${name}<-${info.from}`);
      return [...from].sort();
    });
    expect(sources).toEqual(['@jogo/shared/bus<-shell', 'react-dom/client<-shell', 'react<-shell']);
  });

  test('an event emitted inside a remote reaches the shell (one bus)', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('main')).not.toBeEmpty();
    // The page's bus is the shared singleton; a remote's module and the shell's see the same object.
    const same = await page.evaluate(async () => {
      type Bus = {
        on: (n: string, h: (p: unknown) => void) => () => void;
        emit: (n: string, p: unknown) => void;
      };
      const fed = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { lib?: () => { bus: Bus } }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const libs: Bus[] = [];
      for (const scopes of Object.values(fed))
        for (const pkgs of Object.values(scopes))
          for (const versions of Object.values(pkgs['@jogo/shared/bus'] ?? {}))
            if (versions.lib) libs.push(versions.lib().bus);
      const seen: unknown[] = [];
      libs[0].on('ui:toast-requested', (p) => seen.push(p));
      libs[libs.length - 1].emit('ui:toast-requested', { kind: 'info', message: 'ping' });
      return { copies: new Set(libs).size, seen: seen.length };
    });
    expect(same).toEqual({ copies: 1, seen: 1 });
  });

  test.describe('a page of a remote whose chunk did not load', () => {
    test.use({ allowLoadErrors: true });

    test("shows the area's failure, and its retry loads that chunk again without a reload", async ({
      page,
    }) => {
      // every chunk of mf_promotions but its entry and its routes module fails while `offline` holds: the
      // promotions list's own chunk (a retryableLazy part of the remote) cannot load
      let offline = true;
      await page.route('**/remotes/mf_promotions/*.js', (route) => {
        const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        const own = file.startsWith('remoteEntry') || file.startsWith('__federation_expose_routes');
        return offline && !own ? route.abort('internetdisconnected') : route.fallback();
      });
      await page.goto('/promotions');
      await expect(page.getByRole('alert').getByText(FALLBACK)).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      offline = false;
      await page.getByRole('button', { name: /Try again|Tentar novamente/ }).click();
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // before, React kept the page's failed lazy load: the retry showed the same failure until a reload
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
    });
  });
});

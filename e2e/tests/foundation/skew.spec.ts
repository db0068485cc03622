import path from 'node:path';
import { test, expect } from '../../fixtures/test';
import { releaseSite, ROOT } from '../../fixtures/releases';

// Version skew (issue 29): mf-promotions built on purpose against other versions of a shared singleton than the
// shell's (JOGO_SHARED_SKEW, shared/build/shared-singletons.cjs), released and run on a site of its own:
// - react offered as 19.9.0, a newer minor the shell's range accepts: the remote loads and the page holds exactly
//   one loaded copy of every singleton, the shell's;
// - react 20 (offered 20.0.0, asking ^20.0.0), an out-of-range major: the remote fails alone into its boundary with
//   the translated fallback, the console names the package and both versions, the rest of the site keeps working.
const TARGET = { folder: path.join(ROOT, 'mf-promotions'), name: 'mf_promotions', route: '/promotions' };

test.describe('version skew of shared singletons', () => {
  test.describe.configure({ mode: 'serial', timeout: 400_000 });
  let s: Awaited<ReturnType<typeof releaseSite>>;

  test.beforeAll(async () => {
    s = await releaseSite();
  });
  test.afterAll(async () => {
    await s?.stop();
  });

  test("a remote built against a newer minor loads with one copy of each singleton, the shell's", async ({
    page,
  }) => {
    const minor = s.build(TARGET.folder, {
      JOGO_SHARED_SKEW: JSON.stringify({ react: { version: '19.9.0' } }),
    });
    s.release(ROOT, 'use', TARGET.name, minor);
    await page.goto(`${s.site}${TARGET.route}`);
    await expect(page.locator(`[data-remote="${TARGET.name}"]`)).toBeVisible();
    const shares = await page.evaluate(() => {
      const out: Record<string, { version: string; from: string }[]> = {};
      for (const scopes of Object.values(
        (
          globalThis as unknown as {
            __FEDERATION__: {
              __SHARE__: Record<
                string,
                Record<
                  string,
                  Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>
                >
              >;
            };
          }
        ).__FEDERATION__.__SHARE__,
      ))
        for (const pkgs of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(pkgs))
            for (const [version, v] of Object.entries(versions))
              if (v.loaded || v.lib) (out[pkg] ??= []).push({ version, from: v.from });
      return out;
    });
    expect(Object.keys(shares)).toEqual(expect.arrayContaining(['react', '@jogo/shared/bus']));
    for (const [pkg, loaded] of Object.entries(shares)) {
      expect(loaded, `${pkg} loaded once`).toHaveLength(1);
      expect(loaded[0]!.from, `${pkg} is the shell's copy`).toBe('shell');
    }
    // the remote offered 19.9.0, the page runs the shell's React
    expect(shares['react']![0]!.version).not.toBe('19.9.0');
  });

  test('a remote built against an out-of-range major fails alone, says why, and the shell keeps running', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const major = s.build(TARGET.folder, {
      JOGO_SHARED_SKEW: JSON.stringify({ react: { version: '20.0.0', requiredVersion: '^20.0.0' } }),
    });
    s.release(ROOT, 'use', TARGET.name, major);
    await page.goto(`${s.site}${TARGET.route}`);
    // the translated fallback of the remote's area (PT by default), with its retry
    await expect(page.getByRole('button', { name: /tentar novamente/i })).toBeVisible();
    await expect(page.locator(`[data-remote="${TARGET.name}"]`)).toHaveCount(0);
    await expect
      .poll(() => errors.find((e) => e.includes('[jogo] mf_promotions was not loaded')))
      .toMatch(/needs react(\/[\w-]+)? \^20\.0\.0, the page runs react(\/[\w-]+)? 19\.\d+\.\d+/);
    // the rest of the site: home (mf_lobby) still renders with the shell's React
    await page.locator('a[href="/"]').first().click();
    await expect(page.locator('[data-remote="mf_lobby"]')).toBeVisible();
  });
});

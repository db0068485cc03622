import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/test';

/**
 * The words drawn on home banners and partner cards are in the page's language. The art
 * URL names the language (`?lang=pt|en`, one cache entry each) and the picture it answers carries the
 * title the page shows in that language.
 */
async function openIn(page: Page, lang: 'PT' | 'EN') {
  await page.addInitScript((l) => {
    // the first load's language; a later choice (the switch test) survives a reload
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', l);
      localStorage.setItem('hisLang', l);
    }
    for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'])
      sessionStorage.setItem(m, 'closed');
  }, lang);
  await page.goto('/');
}

/** @returns the words an SVG picture draws (its <text>, line by line). */
async function drawnWords(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  const svg = await res.text();
  return [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
}

// The BR market (the default) shows no deposit-bonus banner, so the first banner is the in-house dice's
const CASES = [
  {
    lang: 'PT',
    param: 'lang=pt',
    carousel: 'Destaques',
    partners: 'Parceiros',
    first: 'Dados Justos: verificável',
    other: 'Fair Dice: verifiable',
  },
  {
    lang: 'EN',
    param: 'lang=en',
    carousel: 'Featured',
    partners: 'Partners',
    first: 'Fair Dice: verifiable',
    other: 'Dados Justos: verificável',
  },
] as const;

for (const c of CASES) {
  test(`home banners in ${c.lang} are drawn in ${c.lang}`, async ({ page }) => {
    await openIn(page, c.lang);
    const carousel = page.getByRole('region', { name: c.carousel });
    const images = carousel.getByRole('group').getByRole('img');
    await expect(images.first()).toHaveAttribute('alt', c.first);
    const count = await images.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const img = images.nth(i);
      const src = (await img.getAttribute('src')) ?? '';
      expect(src).toContain(c.param);
      // the picture says what its text alternative says, in the page's language
      expect(await drawnWords(page, src)).toBe(await img.getAttribute('alt'));
    }
    expect(await drawnWords(page, (await images.first().getAttribute('src'))!)).not.toBe(c.other);
  });

  test(`partner cards in ${c.lang} are drawn in ${c.lang}`, async ({ page }) => {
    await openIn(page, c.lang);
    await page.getByRole('banner').getByRole('button', { name: c.partners, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: c.partners });
    const cards = dialog.getByRole('img');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const src = (await cards.nth(i).getAttribute('src')) ?? '';
      expect(src).toContain(c.param);
      expect(await drawnWords(page, src)).toBe(await cards.nth(i).getAttribute('alt'));
    }
  });
}

test('switching the language swaps the banner art for the other language', async ({ page }) => {
  await openIn(page, 'PT');
  const first = page.getByRole('region', { name: 'Destaques' }).getByRole('group').first().getByRole('img');
  await expect(first).toHaveAttribute('src', /lang=pt/);
  await page.evaluate(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  });
  await page.reload();
  const firstEn = page.getByRole('region', { name: 'Featured' }).getByRole('group').first().getByRole('img');
  await expect(firstEn).toHaveAttribute('src', /lang=en/);
  expect(await drawnWords(page, (await firstEn.getAttribute('src'))!)).toBe('Fair Dice: verifiable');
});

import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.describe('home page (spec 2 "Home")', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
  });

  test('a guest sees banners, the notice marquee, game sections and the winners board', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel).toBeVisible();
    // the first banner is the LCP element: eager and high priority
    const first = carousel.getByRole('group', { name: /^Slide 1 of/ }).getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toBeVisible();

    await expect(page.getByRole('navigation', { name: 'Notices' }).getByRole('button').first()).toBeVisible();

    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect(hot.getByRole('article')).toHaveCount(10);
    await hot.getByRole('button', { name: 'Load more' }).click();
    await expect(hot.getByRole('article')).toHaveCount(15);

    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('link', { name: / games$/ })).toHaveCount(5);
    // e-sport vendors sit in their own section after Sports, not among the sports cards
    await expect(
      page.getByRole('region', { name: 'Sports', exact: true }).getByRole('link', { name: /^IM E-Sports/ }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'E-sports' }).getByRole('link', { name: /^IM E-Sports/ }),
    ).toBeVisible();

    await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0);

    const winners = page.getByRole('region', { name: 'Big winners' });
    await expect(
      winners.getByRole('list', { name: 'Winners, column 1' }).getByRole('listitem').first(),
    ).toContainText('R$');
  });

  test('clicking a notice opens the notice dialog', async ({ page }) => {
    // a still marquee (reduced motion) is the one a test can click without hovering first
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const notice = page.getByRole('navigation', { name: 'Notices' }).getByRole('button').first();
    const title = (await notice.textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await notice.click();
    await expect(page.getByRole('dialog').filter({ hasText: title })).toBeVisible();
  });

  test('choosing a game type in the lobby menu opens its lobby at the top', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Lobby menu' });
    await expect(menu.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('button', { name: 'Favourites' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

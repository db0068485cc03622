import type { Page } from '@playwright/test';

/** The announcement popup's 'closed' markers (shell/README.md): set them to keep the popup out of a test's way. */
export const ANNOUNCEMENT_MARKERS = ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'];

/** English UI and no automatic announcement popup, on every page load of this test. */
export async function quietEnglish(page: Page): Promise<void> {
  await page.addInitScript((markers) => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
    for (const m of markers) sessionStorage.setItem(m, 'closed');
  }, ANNOUNCEMENT_MARKERS);
}

/** English UI only (the announcement popup behaves as for a real visitor). */
export async function english(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('hisLang', 'EN');
    }
  });
}

import type { Page } from '@playwright/test';

/** English UI and no automatic announcement popup on every page load (the shell's 'closed' markers). */
export async function quietEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
    for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'])
      sessionStorage.setItem(m, 'closed');
  });
}

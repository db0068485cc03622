import type { Page } from '@playwright/test';
import { quietLanguage } from '../../fixtures/test';

export { ANNOUNCEMENT_MARKERS } from '../../fixtures/test';

/** English UI and no automatic announcement popup, on every page load of this test. */
export async function quietEnglish(page: Page): Promise<void> {
  await quietLanguage(page, 'EN');
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

import type { Page } from '@playwright/test';
import { quietLanguage } from '../../fixtures/test';

/** English UI and no automatic announcement popup on every page load (the shell's 'closed' markers). */
export async function quietEnglish(page: Page): Promise<void> {
  await quietLanguage(page, 'EN');
}

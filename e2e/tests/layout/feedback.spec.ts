import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

// A 1x1 PNG: the gateway checks the bytes, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => quietEnglish(page));

test('a member sends feedback with an image to the gateway', async ({ page }) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const text = 'The new slots load fast. More table games please!';
  await page.getByLabel('Your feedback').fill(text);
  await expect(page.getByText(`${text.length} / 140`)).toBeVisible();
  await page
    .getByLabel('Add image')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove image screen.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
});

test('the form refuses more than 140 characters and images that are not png or jpg', async ({ page }) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/feedback');
  await page.getByLabel('Your feedback').fill('x'.repeat(141));
  await expect(page.getByText('141 / 140')).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Feedback can have at most 140 characters.');
  await page
    .getByLabel('Add image')
    .setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Only PNG or JPG images are accepted.')).toBeVisible();
});

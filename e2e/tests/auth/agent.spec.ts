import { test, expect } from '../../fixtures/test';
import { clickAndSolveSlider, ownClientIp, quietEnglish, session } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
  await ownClientIp(page);
});

test('the agent landing is a page of its own; an agent lands on /agentHome', async ({ page }) => {
  await page.goto('/agent');
  const card = page.getByRole('region', { name: 'Agent login' });
  await expect(card.getByText('Agent service hours: 12:00-21:00, Monday to Friday')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await card.getByLabel('Username').fill('demo_agent');
  await card.getByLabel('Password', { exact: true }).fill('Jogo@2026');
  await clickAndSolveSlider(page, card.getByRole('button', { name: 'Log in', exact: true }));
  await expect(page).toHaveURL(/\/agentHome/);
  await expect.poll(async () => (await session(page)).isAgent).toBe(true);
});

test('a non-agent is refused on /agent', async ({ page }) => {
  await page.goto('/agent');
  const card = page.getByRole('region', { name: 'Agent login' });
  await card.getByLabel('Username').fill('demo_player');
  await card.getByLabel('Password', { exact: true }).fill('Jogo@2026');
  await clickAndSolveSlider(page, card.getByRole('button', { name: 'Log in', exact: true }));
  await expect(card.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/agent$/);
  expect((await session(page)).status).toBe('guest');
});

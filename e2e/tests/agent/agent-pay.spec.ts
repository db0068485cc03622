import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, gw, loginAs } from '../../fixtures/test';
import { ownClientIp, quietEnglish } from '../auth/helpers';

/**
 * Agent pay through the agent centre: a ticket followed from pending (its stake apart) to settled
 * (then play), statements with the members behind them and their CSV, the claim of settled dividends, a pending
 * offer announced in the agent centre, and the Portuguese wording and charts at 360 px and 1280 px.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
    await ownClientIp(page);
  });

  test('a pending ticket is apart from play until it settles, then it is played', async ({ page }) => {
    await gw('/__dev/agent/pending-ticket', { username: 'deep_player2', amount: 12.34 });
    await loginAs(page, 'demo_agent', 'Jogo@2026', '/agentHome?page=personalHistoryCopy&member=deep_player2');
    await expect(page.getByText(/Played = settled bets/)).toBeVisible();
    const totals = page.getByLabel('Totals');
    const pending = totals.locator('div').filter({ hasText: 'Pending stakes' });
    await expect(pending).toContainText('R$12.34');
    await expect(page.getByRole('cell', { name: 'R$37.02' })).toHaveCount(0);
    await gw('/__dev/agent/draw-pending', { username: 'deep_player2', outcome: 'WIN' });
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'R$37.02' });
    await expect(row).toContainText('R$12.34');
    await expect(pending).toContainText('R$0.00');
    await page.screenshot({ path: '/tmp/agent-betting-1280.png', fullPage: true });
  });

  test('my income lists statements that explain each amount, exportable as CSV', async ({ page }) => {
    await loginAs(page, 'demo_agent', 'Jogo@2026', '/agentHome?page=agentRevenueReport');
    await expect(
      page.getByText(/Chain: each agent earns its rate minus what the contracted agents below/),
    ).toBeVisible();
    const statements = page.getByRole('region', { name: 'Statements' });
    await page.getByRole('tab', { name: 'Last 30 days' }).click();
    await statements.getByRole('button', { name: 'Open statement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Statement' });
    await expect(dialog.getByText("Downline agents' part")).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Members behind the base' })).toBeVisible();
    await dialog.screenshot({ path: '/tmp/agent-statement-1280.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    const download = page.waitForEvent('download');
    await statements.getByRole('button', { name: 'Export statements (CSV)' }).click();
    const text = fs
      .readFileSync(await (await download).path())
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toMatch(/^Settled at \(GMT-03:00\),Kind,Period start/);
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    // the difference model: sub_agent's part is in demo_agent's daily-wage statement
    await menu(page).getByRole('link', { name: 'Daily wages' }).click();
    const records = page.getByRole('region', { name: 'Settlement records' });
    await records.getByRole('button', { name: 'Open statement' }).first().click();
    await expect(
      dialog.getByRole('heading', { name: 'Contracted agents below (their statements for the same period)' }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('table').first().getByRole('cell', { name: 'sub_agent', exact: true }),
    ).toBeVisible();
  });

  test('settled dividends wait for a claim; a claim credits them once', async ({ page }) => {
    // another test may have offered sub_agent a contract: the entry dialog is not what this test is about
    await page.addInitScript(() => sessionStorage.setItem('jogo:agent-offer-seen:sub_agent', '1'));
    await loginAs(page, 'sub_agent', 'Jogo@2026', '/agentHome?page=agentDividendRecordCopy2');
    const mine = page.getByRole('region', { name: 'My contract' });
    await expect(mine).toContainText('Claim');
    const unclaimed = page.getByRole('region', { name: 'Settled amounts to claim' });
    await expect(unclaimed.getByRole('row').nth(1)).toContainText('To claim');
    await unclaimed.getByRole('button', { name: 'Claim all' }).click();
    await expect(page.getByText(/credited to your account/)).toBeVisible();
    await expect(unclaimed).toHaveCount(0);
    await expect(mine).toContainText('Signed');
    await expect(mine).toContainText('15%');
  });

  test('a pending contract offer is announced in the agent centre: a dialog on entry and a menu badge', async ({
    page,
  }) => {
    // the seed's daily-wage offer of sub_agent to sub_sub_agent waits
    await loginAs(page, 'sub_sub_agent', 'Jogo@2026', '/agentHome');
    const dialog = page.getByRole('dialog', { name: 'A contract offer is waiting for you' });
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      menu(page)
        .getByRole('link', { name: /Daily wages/ })
        .getByRole('img', { name: 'Offer waiting' }),
    ).toBeVisible();
    await expect(
      menu(page)
        .getByRole('link', { name: /Hourly salary/ })
        .getByRole('img', { name: 'Offer waiting' }),
    ).toHaveCount(0);
    // "later" holds for the session
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Team overview', level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await menu(page)
      .getByRole('link', { name: /Daily wages/ })
      .click();
    await expect(page.getByRole('region', { name: 'My contract' })).toContainText('Join');
  });
});

test.describe('in Portuguese', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'PT');
      localStorage.setItem('hisLang', 'PT');
      for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'])
        sessionStorage.setItem(m, 'closed');
    });
    await ownClientIp(page);
  });

  test('rates in the Portuguese number style, the chart legend translated, y labels whole at 360 and 1280 px', async ({
    page,
  }) => {
    await loginAs(page, 'demo_agent', 'Jogo@2026', '/agentHome?page=agentRealtimeSalary');
    await expect(page.getByRole('region', { name: 'Meu contrato' })).toContainText('0,3%');
    await expect(page.getByRole('region', { name: 'Meu contrato' })).not.toContainText('0.3%');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/agentHome?page=agentTeamOverview');
      const chart = page.getByRole('img', { name: /Gráfico de depósitos/ });
      await expect(chart.locator('canvas')).toBeVisible();
      const legend = chart.locator('.u-legend');
      await expect(legend).toContainText('Dia');
      await expect(legend).not.toContainText('Time');
      await expect(legend).toContainText('Lucro da equipe');
      // the y axis is as wide as its longest label: the plot starts right of it
      const axisWidth = await chart.evaluate((el) => {
        const axes = el.querySelectorAll('.u-axis');
        return axes.length > 1 ? (axes[1] as HTMLElement).getBoundingClientRect().width : 0;
      });
      expect(axisWidth).toBeGreaterThan(60);
      await page.screenshot({ path: `/tmp/agent-overview-pt-${width}.png`, fullPage: true });
    }
    await expect(page.getByText('-R$ 0,00')).toHaveCount(0);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, SITE_URL } from '../../fixtures/test';

/** WCAG 2.2 level A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A phone and a desktop. */
export const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

export type Access = 'guest' | 'member' | 'real' | 'agent';

export interface RegistryRoute {
  path: string;
  layout: string;
  access: Access;
}

/** Every remote's routes and the pages remotes lend by name, as the site serves them (GET /remotes.json). */
export async function readRegistry(): Promise<{ routes: RegistryRoute[]; pages: string[] }> {
  const res = await fetch(`${SITE_URL}/remotes.json`);
  const { remotes } = (await res.json()) as { remotes: { routes: RegistryRoute[]; pages: string[] }[] };
  return { routes: remotes.flatMap((r) => r.routes), pages: remotes.flatMap((r) => r.pages) };
}

/** One violation, as a line a person can act on. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
}

/**
 * Waits for the page's own content: the network quiet, no loading region (`aria-busy`) and no skeleton block
 * of the UI kit (`data-skeleton`) left.
 */
export async function settle(page: Page): Promise<void> {
  // a page that keeps a connection busy (a stream, a poll) never goes network-idle: wait a while, not forever
  // (a guest route at 360 px held a CI run until the test's 7-minute timeout)
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
}

/** Runs axe with the WCAG 2.2 AA rules on the page (or inside `include`) and returns its findings. */
export async function analyse(page: Page, where: string, include?: string): Promise<Finding[]> {
  // label-in-name (WCAG 2.5.3) is an experimental rule in axe 4: on by name, before the tags select the rest
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      target: n.target.join(' '),
      summary: (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
    })),
  );
}

/** The findings as a readable list: one line per element (rule, where, target, what to fix). */
export function report(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  const head = [...counts].map(([rule, n]) => `${rule}: ${n}`).join(', ');
  const lines = findings.map((f) => `- [${f.rule}] ${f.where} :: ${f.target}\n    ${f.help}. ${f.summary}`);
  return `${findings.length} violations (${head})\n${lines.join('\n')}`;
}

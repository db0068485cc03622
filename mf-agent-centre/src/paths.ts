import type { FlagId } from '@jogo/shared/bus';
import { APP_LINKS } from '@jogo/shared/federation';

/**
 * The agent centre's pages (spec 2 "Agent centre menu", in menu order) and the one URL builder every link
 * uses: `/agentHome?page=<name>` plus the page's own filters.
 */
export const AGENT_HOME = APP_LINKS.agentCentre;

export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** spec 9: the default agent page */
export const DEFAULT_PAGE: AgentPage = 'agentTeamOverview';

/** The module flag each menu entry needs (gateway/src/db/seed/system.ts); the menu hides an entry that is off. */
export const PAGE_FLAG: Record<AgentPage, FlagId> = {
  agentAnnouncement: 'AFFMAN3',
  agentTeamOverview: 'AFFMAN3',
  registerCenter: 'AFFMAN3',
  downlineManagmentView: 'AFFMAN3',
  personalHistoryCopy: 'AFFMAN3',
  palStatementsAgentCopy: 'AFFMAN3',
  agentRevenueReport: 'AFFMAN3',
  agentDownlineTransactionDetailsCopy: 'AFFMAN3',
  agentDividendRecordCopy2: 'DIVIDEND3',
  agentDailyWages2: 'DAILYSAL3',
  agentHourSalary: 'HOURSAL3',
  agentRealtimeSalary: 'RTSALARY3',
};

export const isAgentPage = (name: string | null): name is AgentPage =>
  name !== null && (AGENT_PAGES as readonly string[]).includes(name);

/** @returns the href of an agent page with its query (empty values left out) */
export function pageHref(page: AgentPage, query: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams({ page });
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${AGENT_HOME}?${q}`;
}

/** Where sign out goes (spec 4: logout from the agent page returns to /agent). */
export const AGENT_LOGIN = APP_LINKS.agentLogin;

/** A registration link that puts the new member in the team of the code's owner. */
export const affiliateLink = (origin: string, code: string) =>
  `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;

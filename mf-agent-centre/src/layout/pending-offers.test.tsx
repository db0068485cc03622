import { createFakeApi, fireEvent, renderWithProviders, screen, within } from '@jogo/shared/testing';
import type { ConsolidatedFundsValue } from '@jogo/shared/api';
import { AgentMenu } from './agent-menu';
import { PendingOfferDialog } from './pending-offers';

const flags = (daily: 0 | 1 | 2): ConsolidatedFundsValue => ({
  dailysalreqtype: daily,
  divtypereq: 1,
  contracthoursalreq: 0,
  realtimesalreqtype: 1,
  contractInfo: {
    hasDividendContract: true,
    hasDailySalaryContract: daily === 1,
    hasHourlySalaryContract: false,
    hasRealTimeSalaryContract: true,
    hasPendingContract: daily === 2,
  },
});

const MODULES = { AFFMAN3: true, DIVIDEND3: true, DAILYSAL3: true, HOURSAL3: true, RTSALARY3: true };

describe('a pending contract offer in the agent centre', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens a dialog on entry that links to the offer, and marks its menu entry', async () => {
    const api = createFakeApi().on('/wps/member/info/funds/consolidated', () => flags(2));
    renderWithProviders(
      <>
        <PendingOfferDialog />
        <AgentMenu active="agentTeamOverview" />
      </>,
      { api, flags: MODULES },
    );
    const dialog = await screen.findByRole('dialog', { name: 'A contract offer is waiting for you' });
    expect(dialog).toHaveTextContent('Daily wages');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('link', { name: /Daily wages/ })).toContainElement(
      screen.getByRole('img', { name: 'Offer waiting' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // the badge stays until the offer is answered
    expect(screen.getByRole('img', { name: 'Offer waiting' })).toBeInTheDocument();
  });

  it('shows nothing when no offer waits', async () => {
    const api = createFakeApi().on('/wps/member/info/funds/consolidated', () => flags(1));
    renderWithProviders(
      <>
        <PendingOfferDialog />
        <AgentMenu active="agentTeamOverview" />
      </>,
      { api, flags: MODULES },
    );
    await screen.findByRole('link', { name: 'Daily wages' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Offer waiting' })).toBeNull();
  });
});

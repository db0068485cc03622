import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { BettingRecord } from './betting-record';

const totals = { count: 1, stake: 10, validBet: 10, payout: 15, winLoss: 5 };
const page = {
  content: [
    {
      id: 7,
      gameCode: 'G1',
      gameName: 'Fortune',
      gameType: 'RNG',
      vassalage: 'PG',
      stake: 10,
      validBet: 10,
      payout: 15,
      winLoss: 5,
      status: 'SETTLED',
      betTime: '2026-11-20T10:00:00Z',
      settleTime: '2026-11-20T10:00:00Z',
      drawNo: null,
      cancellable: false,
    },
  ],
  pageNo: 1,
  totalPages: 1,
  totalCount: 1,
  pageTotals: totals,
  grandTotals: totals,
};

describe('BettingRecord filters', () => {
  it('sends each filter to the gateway: preset dates, product, status and time basis, 20 per page', async () => {
    const api = createFakeApi().on('GET /wps/records/bets', page);
    renderWithProviders(<BettingRecord />, { api, session: memberSession() });
    expect(await screen.findByText('Fortune')).toBeTruthy();
    const last = () => api.calls[api.calls.length - 1]!.options.query!;
    expect(last()).toMatchObject({
      gameType: 'ALL',
      status: 'ALL',
      timeBasis: 'bet',
      pageNo: 1,
      pageSize: 20,
    });
    expect(last().startDate).toBe(last().endDate);

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => {
      const q = last();
      const days = (Date.parse(String(q.endDate)) - Date.parse(String(q.startDate))) / 86400_000 + 1;
      expect(days).toBe(7);
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    await waitFor(() => expect(last().gameType).toBe('LOTT'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PENDING' } });
    await waitFor(() => expect(last().status).toBe('PENDING'));
    fireEvent.change(screen.getByLabelText('Dates apply to'), { target: { value: 'settle' } });
    await waitFor(() => expect(last().timeBasis).toBe('settle'));
  });

  it('refuses a custom range over 93 days without calling the gateway', async () => {
    const api = createFakeApi().on('GET /wps/records/bets', page);
    renderWithProviders(<BettingRecord />, { api, session: memberSession() });
    await screen.findByText('Fortune');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 93 days');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows page and grand totals', async () => {
    renderWithProviders(<BettingRecord />, {
      api: createFakeApi().on('GET /wps/records/bets', page),
      session: memberSession(),
    });
    expect(await screen.findByText('Page total (1)')).toBeTruthy();
    expect(screen.getByText('Grand total (1)')).toBeTruthy();
  });
});

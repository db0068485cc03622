import type { Mission, MissionSummaryValue } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { MissionList } from './mission-list';

const mission = (over: Partial<Mission>): Mission => ({
  id: 1,
  title: 'Log in today',
  description: 'Just log in',
  metric: 'LOGIN_DAYS',
  period: 'DAILY',
  target: 1,
  progress: 1,
  rewardPoints: 20,
  rewardBonus: 0,
  status: 'COMPLETED',
  ...over,
});
const summary = (list: Mission[]): MissionSummaryValue => ({
  list,
  completedCount: list.filter((m) => m.status !== 'IN_PROGRESS').length,
  inProgressCount: list.filter((m) => m.status === 'IN_PROGRESS').length,
  claimableCount: list.filter((m) => m.status === 'COMPLETED').length,
});

describe('MissionList', () => {
  it('shows progress bars and the claim state of each mission, and publishes the missions badge', async () => {
    const api = createFakeApi();
    api.on(
      'GET /wps/relay/MCSFE_getMissionSummaryDetails',
      summary([
        mission({}),
        mission({
          id: 2,
          title: 'Bet R$ 500 this week',
          metric: 'BET_AMOUNT',
          period: 'WEEKLY',
          target: 500,
          progress: 120,
          status: 'IN_PROGRESS',
        }),
        mission({
          id: 3,
          title: 'Bet 10 times today',
          metric: 'BET_COUNT',
          target: 10,
          progress: 10,
          status: 'CLAIMED',
        }),
      ]),
    );
    renderWithProviders(<MissionList />, { session: memberSession(), api });
    const bet = await screen.findByRole('listitem', { name: 'Bet R$ 500 this week' });
    expect(within(bet).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
    expect(within(bet).getByText('R$120.00 / R$500.00')).toBeInTheDocument();
    expect(within(bet).getByRole('button', { name: 'In progress: Bet R$ 500 this week' })).toHaveTextContent(
      'In progress',
    );
    expect(screen.getByRole('button', { name: 'Claimed: Bet 10 times today' })).toHaveTextContent('Claimed');
    expect(screen.getByRole('button', { name: 'Claim: Log in today' })).toBeEnabled();
    expect(bus.current('badges:changed').missions).toBe(1);
  });

  it('claims a completed mission once and reloads; the badge drops', async () => {
    const onClaimed = jest.fn();
    const api = createFakeApi();
    let claimed = false;
    api.on('GET /wps/relay/MCSFE_getMissionSummaryDetails', () =>
      summary([mission({ status: claimed ? 'CLAIMED' : 'COMPLETED' })]),
    );
    api.on('POST /wps/relay/MCSFE_claimMission', () => {
      claimed = true;
      return { mission: mission({ status: 'CLAIMED' }), points: 120, balance: null, claimableCount: 0 };
    });
    renderWithProviders(<MissionList onClaimed={onClaimed} />, { session: memberSession(), api });
    const claim = await screen.findByRole('button', { name: 'Claim: Log in today' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claimed: Log in today' })).toHaveTextContent('Claimed'),
    );
    expect(api.calls.filter((c) => c.endpoint.path.endsWith('MCSFE_claimMission'))).toHaveLength(1);
    expect(bus.current('badges:changed').missions).toBe(0);
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });
});

import type { RewardTasksValue } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  apiError,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { RewardCenter } from './reward-center';

const tasks = (signed: boolean): RewardTasksValue => ({
  signIn: {
    days: [
      { date: '2026-11-23', status: signed ? 'CLAIMED' : 'CLAIMABLE', points: 10 },
      { date: '2026-11-24', status: 'UPCOMING', points: null },
    ],
  },
  newbie: [
    { task: 'FIRST_DEPOSIT', progress: 1, target: 1, amount: 5, points: 0, status: 'CLAIMED' },
    { task: 'TEN_BETS', progress: 4, target: 10, amount: 2, points: 0, status: 'IN_PROGRESS' },
  ],
  rescue: { day: '2026-11-22', loss: 10, amount: 0, minLoss: 50, rate: 5, cap: 100, status: 'IN_PROGRESS' },
  claimableCount: signed ? 0 : 1,
});

describe('RewardCenter', () => {
  it('shows the calendar, newbie tasks with progress and the rescue bonus, each with its claim state', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getRewardTasks', tasks(false));
    renderWithProviders(<RewardCenter />, { session: memberSession(), api });
    expect(await screen.findByRole('button', { name: 'Claim: Sign in today' })).toHaveTextContent('Claim');
    // each name starts with its visible text (WCAG 2.5.3), then names what is claimed
    expect(screen.getByRole('button', { name: 'Claimed: Make your first deposit' })).toHaveTextContent(
      'Claimed',
    );
    expect(screen.getByRole('button', { name: 'In progress: Place 10 bets' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Place 10 bets' })).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByRole('button', { name: 'In progress: Rescue bonus' })).toHaveTextContent(
      'In progress',
    );
    expect(bus.current('badges:changed').rewards).toBe(1);
  });

  it('shows no rescue box and no cash task where the market offers none (BR: cap 0, cash tasks left out)', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getRewardTasks', {
      ...tasks(false),
      newbie: [{ task: 'FIRST_BET', progress: 0, target: 1, amount: 0, points: 50, status: 'IN_PROGRESS' }],
      rescue: { day: '2026-11-22', loss: 10, amount: 0, minLoss: 0, rate: 0, cap: 0, status: 'IN_PROGRESS' },
    });
    renderWithProviders(<RewardCenter />, { session: memberSession(), api });
    expect(await screen.findByRole('button', { name: 'Claim: Sign in today' })).toBeInTheDocument();
    expect(screen.queryByText('Rescue bonus')).toBeNull();
    expect(screen.queryByRole('button', { name: /Rescue bonus/ })).toBeNull();
    expect(screen.queryByText('Place 10 bets')).toBeNull();
  });

  it('signs in today and publishes the new rewards badge', async () => {
    const api = createFakeApi();
    let signed = false;
    api.on('GET /wps/relay/MCS2_getRewardTasks', () => tasks(signed));
    api.on('POST /wps/relay/MCS2_claimRewardTask', () => {
      signed = true;
      return { task: 'SIGN_IN', amount: 0, points: 10, balance: null, pointBalance: 1010, claimableCount: 0 };
    });
    renderWithProviders(<RewardCenter />, { session: memberSession(), api });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Sign in today' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claimed: Sign in today' })).toHaveTextContent('Claimed'),
    );
    expect(bus.current('badges:changed').rewards).toBe(0);
  });

  it('tells a trial account to register first', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getRewardTasks', tasks(false));
    api.on('POST /wps/relay/MCS2_claimRewardTask', () => {
      throw apiError(403, 'member.trial_not_allowed', 'Register an account first');
    });
    renderWithProviders(<RewardCenter />, { session: memberSession(), api });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Sign in today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Register an account first');
  });
});

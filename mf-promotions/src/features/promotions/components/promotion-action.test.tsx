import type { Promotion } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  apiError,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { PromotionAction } from './promotion-action';

const promo = (over: Partial<Promotion>): Promotion => ({
  id: 1,
  title: 'Welcome bonus',
  content: '<p>rules</p>',
  imageUrl: '/wps/assets/promotions/1.svg',
  category: 'DEPOSIT',
  startTime: '2026-01-01T00:00:00Z',
  endTime: '2027-01-01T00:00:00Z',
  state: 'OPEN',
  action: 'APPLY',
  bonus: 20,
  prizeMin: 1,
  prizeMax: 20,
  claimable: false,
  ...over,
});
const RAFFLE = promo({ id: 2, title: 'Daily raffle', category: 'RAFFLE', action: 'RAFFLE' });

describe('PromotionAction: every claim state', () => {
  it('asks a guest to log in to apply (the shell opens the login dialog)', () => {
    const seen: string[] = [];
    renderWithProviders(<PromotionAction promotion={promo({})} />);
    const off = bus.on('ui:modal-requested', (m) => seen.push(m.name));
    fireEvent.click(screen.getByRole('button', { name: 'Log in to apply' }));
    off();
    expect(seen).toEqual(['login']);
  });

  it('asks a guest to log in to open a red envelope', () => {
    renderWithProviders(<PromotionAction promotion={RAFFLE} />);
    expect(screen.getByRole('button', { name: 'Log in to open' })).toBeEnabled();
  });

  it.each([
    ['APPLYING', 'Under review'],
    ['CLAIMED', 'Claimed'],
    ['CLOSED', 'Closed'],
    ['COMING_SOON', 'Coming soon'],
  ] as const)('shows %s as a disabled "%s"', (state, label) => {
    renderWithProviders(<PromotionAction promotion={promo({ state })} />, { session: memberSession() });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('opens the application form for an open promotion', () => {
    renderWithProviders(<PromotionAction promotion={promo({})} />, { session: memberSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { name: 'Apply: Welcome bonus' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remark')).toBeInTheDocument();
  });

  it('claims a joined promotion once, refreshes the balance and publishes the rewards badge', async () => {
    const { api } = renderWithProviders(
      <PromotionAction promotion={promo({ state: 'JOINED', claimable: true })} />,
      {
        session: memberSession(),
      },
    );
    bus.emit('badges:changed', { unreadMessages: 4, missions: 1, rewards: 3 });
    api.on('POST /wps/relay/MCS2_claimPromotion', {
      amount: 20,
      balance: 120,
      promotion: promo({ state: 'CLAIMED' }),
      rewardsBadge: 2,
    });
    const refreshes: unknown[] = [];
    const off = bus.on('wallet:balance-refresh-requested', (e) => refreshes.push(e));
    const button = screen.getByRole('button', { name: 'Claim R$20.00' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(bus.current('badges:changed')).toEqual({ unreadMessages: 4, missions: 1, rewards: 2 }),
    );
    off();
    expect(api.calls.filter((c) => c.endpoint.path.endsWith('MCS2_claimPromotion'))).toHaveLength(1);
    expect(refreshes).toHaveLength(1);
  });

  it('shows "Register an account first" to a trial account that claims', async () => {
    const { api } = renderWithProviders(<PromotionAction promotion={promo({ state: 'JOINED' })} />, {
      session: memberSession({ isTrial: true, member: { id: 9, account: 'trial', nickname: null, type: 4 } }),
    });
    api.on('POST /wps/relay/MCS2_claimPromotion', () => {
      throw apiError(403, 'member.trial_not_allowed', 'Register an account first');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim R$20.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Register an account first');
  });

  it('opens a red envelope and shows the amount won', async () => {
    const { api } = renderWithProviders(<PromotionAction promotion={RAFFLE} />, { session: memberSession() });
    api.on('POST /wps/relay/MCS2_claimRafflePromotion', {
      prize: 7.5,
      balance: 107.5,
      reward: {
        id: 1,
        title: 'Daily raffle',
        amount: 7.5,
        status: 'CLAIMED',
        source: 'RAFFLE',
        createdAt: '',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open red envelope' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You won R$7.50!');
  });

  it('shows the refusal of a second envelope the same day', async () => {
    const { api } = renderWithProviders(<PromotionAction promotion={RAFFLE} />, { session: memberSession() });
    api.on('POST /wps/relay/MCS2_claimRafflePromotion', () => {
      throw apiError(409, 'reward.already_claimed', 'You already opened this red envelope today');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open red envelope' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already opened this red envelope today');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an envelope already opened today as disabled', () => {
    renderWithProviders(<PromotionAction promotion={{ ...RAFFLE, state: 'CLAIMED' }} />, {
      session: memberSession(),
    });
    expect(screen.getByRole('button', { name: 'Opened today' })).toBeDisabled();
  });
});

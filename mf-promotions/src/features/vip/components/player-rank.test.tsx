import { createFakeApi, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { PlayerRank } from './player-rank';

const level = (n: number, deposit: number, rebate: number, bonus: number) => ({
  level: n,
  name: `L${n}`,
  depositRequired: deposit,
  betRequired: n * 1000,
  rebateRate: rebate,
  upgradeBonus: bonus,
});

describe('PlayerRank', () => {
  it('BR: measures bets only and shows no deposit, rebate or level-up bonus no level offers', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getVipLevels', { list: [level(0, 0, 0, 0), level(1, 0, 0, 0)] });
    api.on('GET /wps/relay/MCS2_getVipProgress', {
      level: 0,
      levelName: 'L0',
      nextLevel: 1,
      totalDeposit: 210.55,
      totalBet: 500,
      depositRequired: 0,
      betRequired: 1000,
      progressPercent: 50,
    });
    renderWithProviders(<PlayerRank />, { session: memberSession(), api });
    expect(await screen.findByRole('progressbar', { name: 'Bets' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Deposits' })).toBeNull();
    expect(screen.queryByText(/210/)).toBeNull();
    expect(screen.queryByText('Rebate')).toBeNull();
    expect(screen.queryByText('Upgrade bonus')).toBeNull();
  });

  it('OPEN: both measures and every benefit', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getVipLevels', { list: [level(0, 0, 0, 0), level(1, 100, 0.5, 10)] });
    api.on('GET /wps/relay/MCS2_getVipProgress', {
      level: 0,
      levelName: 'L0',
      nextLevel: 1,
      totalDeposit: 50,
      totalBet: 500,
      depositRequired: 100,
      betRequired: 1000,
      progressPercent: 50,
    });
    renderWithProviders(<PlayerRank />, { session: memberSession(), api });
    expect(await screen.findByRole('progressbar', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getAllByText('Upgrade bonus').length).toBe(2);
  });
});

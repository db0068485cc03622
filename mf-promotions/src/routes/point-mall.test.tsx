import { apiError, createFakeApi, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import PointMallPage from './point-mall';

const goods = {
  list: [{ id: 3, name: 'Jogo jersey', description: 'A jersey.', cost: 3000, stock: 10, imageUrl: '/x.svg' }],
};
const config = { earnPerUnitBet: 1, convertRate: 0.01, minConvertPoints: 100, expires: false };

describe('PointMallPage', () => {
  it('a trial session sees the goods, a line about points, no empty balance and no other tab', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getPointBalance', () => {
      throw apiError(403, 'auth.trial_forbidden');
    });
    api.on('GET /wps/relay/MCS2_getPointConfig', config);
    api.on('GET /wps/relay/MCS2_getPointReward', goods);
    renderWithProviders(<PointMallPage />, {
      session: memberSession({ isTrial: true }),
      api,
      route: '/pointMall',
    });
    expect(
      await screen.findByText('Points are for registered accounts: sign up to earn them.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your points')).toBeNull();
    expect(screen.queryByTestId('point-balance')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Convert to balance' })).toBeNull();
  });

  it('BR (conversion rate 0): no convert tab; a member sees the balance', async () => {
    const api = createFakeApi();
    api.on('GET /wps/relay/MCS2_getPointBalance', { points: 1234 });
    api.on('GET /wps/relay/MCS2_getPointConfig', { ...config, convertRate: 0, minConvertPoints: 0 });
    api.on('GET /wps/relay/MCS2_getPointReward', goods);
    renderWithProviders(<PointMallPage />, { session: memberSession(), api, route: '/pointMall' });
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('1,234');
    expect(screen.queryByRole('tab', { name: 'Convert to balance' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Goods' })).toBeInTheDocument();
  });
});

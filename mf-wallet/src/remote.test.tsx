import { renderWithProviders, screen } from '@jogo/shared/testing';
import WalletRemote from './remote';

/** The wallet hub shows the "transfer to upline" tile only when its feature (AGETRANSFERUP3) is on. */
describe('wallet hub', () => {
  it('no upline tile when the feature is off', () => {
    renderWithProviders(<WalletRemote basePath="/wallet" />, {
      route: '/wallet',
      flags: { AGETRANSFERUP3: false },
    });
    expect(screen.getByText('Withdraw')).toBeInTheDocument();
    expect(screen.queryByText('Transfer to upline')).not.toBeInTheDocument();
  });

  it('the upline tile, with the feature’s one name, when it is on', () => {
    renderWithProviders(<WalletRemote basePath="/wallet" />, {
      route: '/wallet',
      flags: { AGETRANSFERUP3: true },
    });
    expect(screen.getByText('Transfer to upline')).toBeInTheDocument();
  });
});

describe('one name per feature', () => {
  it('the upline transfer has the same name in the wallet hub, its page and the member menu, in each language', () => {
    for (const lang of ['pt', 'en']) {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const wallet = require(`./i18n/locales/${lang}/wallet.json`);
      const member = require(`../../mf-member-centre/src/i18n/locales/${lang}/member.json`);
      /* eslint-enable @typescript-eslint/no-require-imports */
      expect(wallet.home.transferUpline.title).toBe(wallet.upline.title);
      expect(member.menu.transferUpline).toBe(wallet.upline.title);
    }
  });
});

import { act, createFakeApi, marketInfo, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { lane } from '../layout/test-lanes';
import { resetVendorLanes } from '@jogo/shared/data';
import { Footer, uniqueVendors } from './footer';

const api = () =>
  createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', {
    data: { lanes: [lane('LIVE', ['EVO']), lane('RNG', ['PG', 'EVO']), lane('SPORTS', ['SABA'])] },
  });

const INFO = {
  companyName: 'Jogo Entretenimento Lda.',
  legalEmail: 'legal@jogo.example',
  social: { facebook: 'https://facebook.com/jogo', youtube: 'https://youtube.com/@jogo' },
};

beforeEach(() => resetVendorLanes());

describe('footer', () => {
  it('states the licensed company, the 18+ warning and the legal contact e-mail', async () => {
    renderWithProviders(<Footer />, { api: api() });
    act(() => bus.emit('settings:changed', { status: 0, flags: {}, info: INFO }));
    expect(
      screen.getByText('This site is operated by Jogo Entretenimento Lda., a licensed company.'),
    ).toBeTruthy();
    expect(screen.getByText('18+ only. Gambling can be addictive: play responsibly.')).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'legal@jogo.example' });
    expect(mail.getAttribute('href')).toBe('mailto:legal@jogo.example');
    await screen.findByRole('img', { name: 'EVO Gaming' });
  });

  it('says it in Portuguese too', async () => {
    renderWithProviders(<Footer />, { api: api(), language: 'PT' });
    act(() => bus.emit('settings:changed', { status: 0, flags: {}, info: INFO }));
    expect(
      screen.getByText('Este site é operado por Jogo Entretenimento Lda., uma empresa licenciada.'),
    ).toBeTruthy();
    expect(screen.getByText(/Proibido para menores de 18 anos/)).toBeTruthy();
    await screen.findByRole('img', { name: 'EVO Gaming' });
  });

  it('shows only the configured social links', async () => {
    renderWithProviders(<Footer />, { api: api() });
    act(() => bus.emit('settings:changed', { status: 0, flags: {}, info: INFO }));
    const socials = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(socials)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'YouTube']);
    await screen.findByRole('img', { name: 'EVO Gaming' });
  });

  it('lists promotions, missions, rebate, rewards, VIP and agent; rebate and VIP follow their flags', async () => {
    renderWithProviders(<Footer />, { api: api(), flags: { MANPLAYREB3: true, VIP3: true } });
    const rewards = screen.getByRole('navigation', { name: 'Rewards' });
    expect(
      within(rewards)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Promotions', 'Missions', 'Rebate', 'Rewards', 'VIP', 'Agent']);
    act(() => bus.emit('settings:changed', { status: 0, flags: {}, info: null }));
    expect(within(rewards).queryByRole('link', { name: 'Rebate' })).toBeNull();
    expect(within(rewards).queryByRole('link', { name: 'VIP' })).toBeNull();
    await screen.findByRole('img', { name: 'EVO Gaming' });
  });

  it('links to no rebate where the market allows none (BR)', async () => {
    renderWithProviders(<Footer />, {
      api: api(),
      flags: { MANPLAYREB3: true, VIP3: true },
      market: marketInfo('BR'),
    });
    const rewards = screen.getByRole('navigation', { name: 'Rewards' });
    expect(
      within(rewards)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Promotions', 'Missions', 'Rewards', 'VIP', 'Agent']);
    await screen.findByRole('img', { name: 'EVO Gaming' });
  });

  it('lists the game products that have vendors, customer service and help, and each vendor logo once', async () => {
    renderWithProviders(<Footer />, { api: api() });
    await screen.findByRole('img', { name: 'EVO Gaming' });
    const games = screen.getByRole('navigation', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Live casino', 'Sports', 'Slots', 'In-house']);
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(within(support).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'EVO Gaming',
      'PG Gaming',
      'SABA Gaming',
    ]);
  });

  it('deduplicates vendors across lanes', () => {
    expect(
      uniqueVendors([lane('LIVE', ['A', 'B']), lane('RNG', ['B', 'C'])]).map((v) => v.vassalage),
    ).toEqual(['A', 'B', 'C']);
  });
});

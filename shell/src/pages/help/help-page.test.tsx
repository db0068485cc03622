import userEvent from '@testing-library/user-event';
import { createFakeApi, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import type { CallOptions, HelpCenter } from '@jogo/shared/api';
import { HelpPage } from './help-page';

const HELP = (lang: 'PT' | 'EN'): HelpCenter => ({
  lang,
  device: 'WEB',
  title: 'Help',
  sections: [
    {
      id: 'about',
      title: lang === 'EN' ? 'About us' : 'Sobre nós',
      html: '<p>Licensed operator.</p><script>window.hacked = 1</script>',
    },
    {
      id: 'term',
      title: lang === 'EN' ? 'Terms' : 'Termos',
      html: '<p>The terms.</p><img src="x" onerror="window.hacked = 1">',
    },
  ],
  html: '',
});

let scrollIntoView: jest.Mock;
let scrollTo: jest.Mock;
beforeEach(() => {
  scrollIntoView = jest.fn();
  scrollTo = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('help page', () => {
  it("shows the title 'in_help_center' and the sanitized help content of the current language", async () => {
    const api = createFakeApi().on('GET /wps/system/helpCenter', ({ query }: CallOptions) =>
      HELP(query?.lang as 'PT' | 'EN'),
    );
    renderWithProviders(<HelpPage />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();
    expect(await screen.findByText('The terms.')).toBeTruthy();
    expect(api.calls[0].options.query).toEqual({ lang: 'EN', device: 'WEB' });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('is called Central de ajuda in Portuguese', async () => {
    const api = createFakeApi().on('GET /wps/system/helpCenter', ({ query }: CallOptions) =>
      HELP(query?.lang as 'PT' | 'EN'),
    );
    renderWithProviders(<HelpPage />, { api, language: 'PT' });
    expect(screen.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Termos' })).toBeTruthy();
  });

  it('scrolls to the terms anchor for /help#term once the content is there', async () => {
    const api = createFakeApi().on('GET /wps/system/helpCenter', HELP('EN'));
    renderWithProviders(<HelpPage />, { api, route: '/help#term' });
    await screen.findByText('The terms.');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('term'));
  });

  it('scrolls to the top on load without a hash', async () => {
    const api = createFakeApi().on('GET /wps/system/helpCenter', HELP('EN'));
    renderWithProviders(<HelpPage />, { api, route: '/help' });
    await screen.findByText('The terms.');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('offers a retry when the help centre does not load', async () => {
    const api = createFakeApi();
    renderWithProviders(<HelpPage />, { api });
    expect((await screen.findByRole('alert')).textContent).toContain('The help centre did not load.');
    api.on('GET /wps/system/helpCenter', HELP('EN'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeTruthy();
  });
});

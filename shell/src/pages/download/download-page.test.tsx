import { act, createFakeApi, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { listenForInstallPrompt } from '../../pwa/install-prompt';
import { DownloadPage } from './download-page';

/** /down had no Android link; without an installer file the site installs itself (PWA). */
describe('/down Android install', () => {
  it('offers the install button once the browser makes its offer, and shows the browser dialog', async () => {
    listenForInstallPrompt(window);
    renderWithProviders(<DownloadPage />, { api: createFakeApi(), route: '/down' });
    const android = screen.getByRole('region', { name: 'Android' });
    // no offer yet: the way through the browser menu
    expect(android).toHaveTextContent('No install button?');
    const prompt = jest.fn().mockResolvedValue(undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install the app' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Jogo is installed on this device.');
  });
});

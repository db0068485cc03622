import { registerServiceWorker } from './register-service-worker';

const fakeNavigator = () => {
  const register = jest.fn().mockResolvedValue({ scope: '/' });
  return { nav: { serviceWorker: { register } } as unknown as Navigator, register };
};

describe('registerServiceWorker (installable site)', () => {
  it('registers /sw.js for the whole site in a production build once the page has loaded', async () => {
    const { nav, register } = fakeNavigator();
    await registerServiceWorker(nav, true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing in a development build or without service-worker support', () => {
    const { nav, register } = fakeNavigator();
    expect(registerServiceWorker(nav, false)).toBeNull();
    expect(registerServiceWorker({} as Navigator, true)).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('never fails the page when registration is refused', async () => {
    const register = jest.fn().mockRejectedValue(new Error('insecure'));
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    await expect(registerServiceWorker(nav, true)).resolves.toBeNull();
  });
});

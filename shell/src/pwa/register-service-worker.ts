/**
 * Registers the site's service worker (`/sw.js`, copied from shell/public by the shell's webpack config) once the
 * page has loaded, so it never competes with the first paint. Production builds only: a dev server's files are
 * not content-hashed and hot reload must always reach the network. Failures are ignored: the site works without it.
 * @returns the registration promise, or null when nothing was registered
 */
export function registerServiceWorker(
  nav: Pick<Navigator, 'serviceWorker'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator,
  production = process.env.NODE_ENV === 'production',
): Promise<ServiceWorkerRegistration | null> | null {
  if (!production || !nav || !('serviceWorker' in nav) || !nav.serviceWorker) return null;
  const register = () => nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => null);
  if (document.readyState === 'complete') return register();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(register()), { once: true });
  });
}

import { placeOf, sampleRate, startVitals } from './start-vitals';
import { routeSeen } from './route-seen';
import { AREA_ERROR, listenForEarlyErrors } from './early-errors';

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (b: Blob) =>
  new Promise<string>((ok) =>
    Object.assign(new FileReader(), {
      onload: (e: ProgressEvent<FileReader>) => ok(String(e.target!.result)),
    }).readAsText(b),
  );

// the registry as /remotes.json names it: mf_promotions owns /promotions and runs a release
jest.mock('@jogo/shared/federation', () => ({
  AREA_ERROR_EVENT: 'jogo:area-error',
  routeForPath: (pathname: string) =>
    pathname.startsWith('/promotions')
      ? { route: { path: '/promotions' }, remote: { name: 'mf_promotions', release: '0.1.0-bbbbbbbbbb' } }
      : pathname === '/'
        ? { route: { path: '/' }, remote: { name: 'mf_lobby', release: null } }
        : undefined,
}));
const reported: Record<string, (m: { value: number }) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (fn: (m: { value: number }) => void) => (reported.LCP = fn),
  onINP: (fn: (m: { value: number }) => void) => (reported.INP = fn),
  onCLS: (fn: (m: { value: number }) => void) => (reported.CLS = fn),
}));

describe('start-vitals', () => {
  it('samples at the stored rate, else the build rate (1 outside a production build)', () => {
    expect(sampleRate({ getItem: () => null })).toBe(1);
    expect(sampleRate({ getItem: () => '0.25' })).toBe(0.25);
    expect(sampleRate({ getItem: () => '7' })).toBe(1);
    expect(sampleRate({ getItem: () => 'lots' })).toBe(0.1);
  });

  it('does nothing on a page load outside the sample', () => {
    localStorage.setItem('jogo.vitalsSample', '0.1');
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    expect(startVitals(() => 0.5)).toBe(false);
    localStorage.removeItem('jogo.vitalsSample');
  });

  it('beacons the route, web vitals and an uncaught error when the page is hidden', async () => {
    const bodies: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (_url: string, body: Blob) => bodies.push(body) > 0,
      configurable: true,
    });
    expect(placeOf('/nowhere')).toEqual({ route: '/other', remote: 'shell', release: 'none' });
    expect(placeOf('/home')).toEqual({ route: '/', remote: 'mf_lobby', release: 'none' });
    routeSeen('/promotions/12?tab=vip');
    listenForEarlyErrors();
    window.dispatchEvent(new Event(AREA_ERROR)); // a remote's area failed before the reporter loaded
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    expect(startVitals(() => 0)).toBe(true);
    expect(mark).toHaveBeenCalledWith('jogo:vitals');
    reported.LCP!({ value: 800 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    // a render error a boundary caught (the shell's onCaughtError), the area showing its fallback
    window.dispatchEvent(new Event('jogo:area-error'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodies).toHaveLength(1);
    const entries = JSON.parse(await textOf(bodies[0]!)) as Record<string, unknown>[];
    expect(entries.map((e) => e.metric)).toEqual(['load', 'error', 'LCP', 'error', 'error']);
    expect(entries[2]).toMatchObject({
      route: '/promotions',
      remote: 'mf_promotions',
      release: '0.1.0-bbbbbbbbbb',
      value: 800,
    });
  });
});

import { i18n, type DynamicT } from '../i18n';
import { loadRemoteModule, registerRegistry, warmRouteRemote } from './runtime';

const prepare = jest.fn(() => Promise.resolve());
const loadRemote = jest.fn();
const fake = {
  name: 'shell',
  registerRemotes: jest.fn(),
  loadRemote,
  preloadRemote: jest.fn(() => Promise.resolve()),
};
(globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __INSTANCES__: [fake] };

beforeAll(() =>
  registerRegistry({
    remotes: [
      {
        name: 'mf_x',
        entry: '/remotes/mf_x/mf-manifest.json',
        basePath: '/',
        routes: [
          { path: '/', layout: 'full', access: 'guest' },
          { path: '/x', layout: 'full', access: 'guest' },
        ],
      },
    ],
  }),
);
beforeEach(() => {
  loadRemote.mockReset();
  prepare.mockClear();
});

describe('warmRouteRemote (the route remote loads while the shell starts)', () => {
  it("loads the owning remote's ./routes and prepares the screen of the matched route", async () => {
    loadRemote.mockResolvedValue({ default: () => null, prepare });
    await warmRouteRemote('/x/12');
    expect(loadRemote).toHaveBeenCalledWith('mf_x/routes');
    expect(prepare).toHaveBeenCalledWith({ basePath: '/x' });
  });

  it('does nothing for a path no remote owns, and swallows a failed load (RemoteView shows the fallback)', async () => {
    await warmRouteRemote('/nobody');
    expect(loadRemote).not.toHaveBeenCalled();
    loadRemote.mockRejectedValue(new Error('down'));
    await expect(warmRouteRemote('/')).resolves.toBeUndefined();
    expect(prepare).not.toHaveBeenCalled();
  });
});

describe("a remote's texts ship with it", () => {
  it("loads the remote's ./i18n-<lang> beside its module and has its texts in before the module is handed over", async () => {
    loadRemote.mockImplementation((id: string) =>
      Promise.resolve(
        id === 'mf_x/i18n-pt' ? { default: { xns: { title: 'Título da versão' } } } : { default: () => null },
      ),
    );
    // a retry (force): the texts the warm-up above loaded are forgotten, as for a remote from another release
    await loadRemoteModule('mf_x/routes', true);
    expect(loadRemote.mock.calls.map(([id]) => id as string).sort()).toEqual(['mf_x/i18n-pt', 'mf_x/routes']);
    expect((i18n.t as DynamicT)('xns:title')).toBe('Título da versão');
  });

  it("puts the remote's own error on the console (an import-time throw), with its stack", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = new Error('mf_x: PROMO_API is not configured');
    loadRemote.mockImplementation((id: string) =>
      id.endsWith('/routes') ? Promise.reject(thrown) : Promise.resolve({ default: {} }),
    );
    const areaErrors = jest.fn();
    window.addEventListener('jogo:area-error', areaErrors);
    await expect(loadRemoteModule('mf_x/routes', true)).rejects.toBe(thrown);
    expect(log).toHaveBeenCalledWith('[jogo] mf_x failed to load (mf_x/routes):', thrown);
    // and the vitals count an error of the route's remote and release (AREA_ERROR_EVENT)
    expect(areaErrors).toHaveBeenCalledTimes(1);
    // asked again without a retry: the same error, not the half-initialised module the runtime would hand out
    loadRemote.mockImplementation(() => Promise.resolve({ default: {} }));
    await expect(loadRemoteModule('mf_x/routes')).rejects.toBe(thrown);
    // a retry loads it again
    await expect(loadRemoteModule('mf_x/routes', true)).resolves.toEqual({ default: {} });
    // a file that did not arrive is fetched again by the next load, retry or not
    const offline = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    loadRemote.mockImplementation(() => Promise.reject(offline));
    await expect(loadRemoteModule('mf_y/routes')).rejects.toBe(offline);
    loadRemote.mockImplementation(() => Promise.resolve({ default: {} }));
    await expect(loadRemoteModule('mf_y/routes')).resolves.toEqual({ default: {} });
    window.removeEventListener('jogo:area-error', areaErrors);
    log.mockRestore();
  });

  it('two loads at once share one: the second never gets the half-initialised module of a failed import', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = new Error('mf_z: PROMO_API is not configured');
    let calls = 0;
    loadRemote.mockImplementation((id: string) => {
      if (!id.endsWith('/routes')) return Promise.resolve({ default: {} });
      calls += 1;
      // the runtime: the first evaluation throws, a second one hands out the module it left half-initialised
      return calls === 1 ? Promise.reject(thrown) : Promise.resolve({ default: 'half-initialised' });
    });
    const [warm, render] = await Promise.allSettled([
      loadRemoteModule('mf_z/routes'),
      loadRemoteModule('mf_z/routes'),
    ]);
    expect(warm).toEqual({ status: 'rejected', reason: thrown });
    expect(render).toEqual({ status: 'rejected', reason: thrown });
    expect(calls).toBe(1);
    log.mockRestore();
  });

  it('fails the remote when its texts cannot load (its box shows the fallback, not keys)', async () => {
    loadRemote.mockImplementation((id: string) =>
      id.includes('/i18n-') ? Promise.reject(new Error('gone')) : Promise.resolve({ default: () => null }),
    );
    await expect(loadRemoteModule('mf_x/routes', true)).rejects.toThrow('gone');
  });
});

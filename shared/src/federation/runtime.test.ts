import { registerRegistry, warmRouteRemote } from './runtime';

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

describe('warmRouteRemote (issue 14: the route remote loads while the shell starts)', () => {
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

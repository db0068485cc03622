import { createApiClient, ENDPOINTS } from '@jogo/shared/api';
import { earlyKey, withEarly, type EarlyCalls } from './early';
import { loadRegistry } from './load-registry';

/** an answer as fetch gives it (jsdom has no Response) */
const json = (value: unknown) =>
  ({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve(value) }) as unknown as Response;

describe('early calls', () => {
  it('keys a gateway call as the early script does, and never one with a token or a body', () => {
    expect(
      earlyKey('/wps/system/status', {
        method: 'GET',
        headers: { Merchant: 'jogo', Device: 'web', Language: 'EN', ModuleId: 'COMM3' },
      }),
    ).toBe('GET /wps/system/status EN COMM3');
    expect(earlyKey('/remotes.json', { cache: 'no-store' })).toBe('GET /remotes.json');
    // a read of the session: keyed with its token, so another session never takes it
    expect(earlyKey('/wps/x', { headers: { ModuleId: 'A', Language: 'PT', Authorization: 't' } })).toBe(
      'GET /wps/x PT A t',
    );
    expect(earlyKey('/remotes.json', { headers: { Authorization: 't' } })).toBeNull();
    expect(earlyKey('/wps/x', { method: 'POST', headers: { ModuleId: 'A' } })).toBeNull();
  });

  it("answers the api client's status call with the page's early call, once", async () => {
    const calls: EarlyCalls = {
      'GET /wps/system/status PT COMM3': Promise.resolve(json({ success: true, value: { status: 1 } })),
    };
    const network = jest.fn(() => Promise.resolve(json({ success: true, value: { status: 0 } })));
    const client = createApiClient({
      merchant: 'jogo',
      getLanguage: () => 'PT',
      getToken: () => null,
      fetchImpl: withEarly(network as unknown as typeof fetch, () => calls),
    });
    expect(await client.call(ENDPOINTS.systemStatus)).toEqual({ status: 1 });
    expect(network).not.toHaveBeenCalled();
    // taken once: the next call asks the network
    expect(await client.call(ENDPOINTS.systemStatus)).toEqual({ status: 0 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('does not take an early call made in another language', async () => {
    const calls: EarlyCalls = {
      'GET /wps/system/status PT COMM3': Promise.resolve(json({ success: true, value: { status: 1 } })),
    };
    const network = jest.fn(() => Promise.resolve(json({ success: true, value: { status: 0 } })));
    const client = createApiClient({
      merchant: 'jogo',
      getLanguage: () => 'EN',
      getToken: () => null,
      fetchImpl: withEarly(network as unknown as typeof fetch, () => calls),
    });
    expect(await client.call(ENDPOINTS.systemStatus)).toEqual({ status: 0 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("answers a session read with the page's early call of the same session only", async () => {
    const calls: EarlyCalls = {
      'GET /wps/member/info PT COMM3 tok-1': Promise.resolve(json({ success: true, value: { id: 1 } })),
    };
    const network = jest.fn(() => Promise.resolve(json({ success: true, value: { id: 2 } })));
    const client = (token: string) =>
      createApiClient({
        merchant: 'jogo',
        getLanguage: () => 'PT',
        getToken: () => token,
        fetchImpl: withEarly(network as unknown as typeof fetch, () => calls),
      });
    // another session's token: the network
    expect(await client('tok-2').call(ENDPOINTS.memberInfo)).toEqual({ id: 2 });
    expect(await client('tok-1').call(ENDPOINTS.memberInfo)).toEqual({ id: 1 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('takes the early registry, and asks the network when the early call failed', async () => {
    const remotes = [{ name: 'mf_lobby', entry: '/remotes/mf_lobby/mf-manifest.json', routes: [] }];
    const network = jest.fn(() => Promise.resolve(json({ remotes: [] })));
    const early = withEarly(network as unknown as typeof fetch, () => ({
      'GET /remotes.json': Promise.resolve(json({ remotes })),
    }));
    expect((await loadRegistry(early)).remotes).toEqual(remotes);
    expect(network).not.toHaveBeenCalled();

    const failed = withEarly(network as unknown as typeof fetch, () => ({
      'GET /remotes.json': Promise.reject(new TypeError('Failed to fetch')),
    }));
    expect((await loadRegistry(failed)).remotes).toEqual([]);
    expect(network).toHaveBeenCalledTimes(1);
  });
});

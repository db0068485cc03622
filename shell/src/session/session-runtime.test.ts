import { setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { createFakeApi, memberSession, waitFor, type FakeApi, recordModals } from '@jogo/shared/testing';
import { refreshBalance, toggleBalanceHidden } from './balance';
import { resetLifecycleForTests } from './session-lifecycle';
import { startSessionRuntime } from './session-runtime';

let api: FakeApi;
let stop: () => void;
let modals: string[];
beforeEach(() => {
  bus.reset();
  resetLifecycleForTests();
  api = createFakeApi()
    .on('/wps/v2/wallets/balance', { balance: 50.256, currencySymbol: 'R$' })
    .on('DELETE /wps/session/logout', null);
  setApiClient(api);
  stop = startSessionRuntime();
  modals = [];
  recordModals((m) => modals.push(m.name));
});
afterEach(() => stop());

const loggedIn = () => bus.emit('session:changed', { ...bus.current('session:changed'), ...memberSession() });

describe('session runtime', () => {
  it('asks for confirmation on auth:logout-requested {confirm:true}', () => {
    loggedIn();
    bus.emit('auth:logout-requested', { confirm: true });
    expect(modals).toEqual(['logoutConfirm']);
    expect(api.calls).toHaveLength(0);
  });

  it('logs out at once on {confirm:false}', async () => {
    loggedIn();
    bus.emit('auth:logout-requested', { confirm: false });
    await waitFor(() => expect(bus.current('session:changed').status).toBe('guest'));
    expect(api.calls.map((c) => c.endpoint.path)).toEqual(['/wps/session/logout']);
  });

  it('owns session:open: answers with the opened session, and a request made before it started waits', async () => {
    stop();
    const early = bus.request('session:open', {
      loginType: 'username',
      token: 'tok-early',
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(bus.current('session:changed').status).toBe('guest');
    stop = startSessionRuntime();
    await expect(early).resolves.toMatchObject({
      status: 'member',
      token: 'tok-early',
      loginType: 'username',
    });
    expect(bus.current('session:changed')).toMatchObject({ status: 'member', token: 'tok-early' });
    expect(sessionStorage.getItem('token')).toBe('tok-early');
  });

  it('refreshes the balance on wallet:balance-refresh-requested', async () => {
    loggedIn();
    bus.emit('wallet:balance-refresh-requested', {});
    await waitFor(() =>
      expect(bus.current('balance:changed')).toMatchObject({
        amount: 50.256,
        currencySymbol: 'R$',
        loading: false,
      }),
    );
  });

  it('owns ui:customer-service-requested: any app opens the same 440x750 popup, by csType, in the click', () => {
    bus.emit('settings:changed', {
      status: 0,
      flags: {},
      info: { customerService: [{ csType: 'WHATSAPP', label: 'WhatsApp', path: 'https://cs.example/wa' }] },
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    bus.emit('ui:customer-service-requested', { csType: 'whatsapp' });
    // synchronous: a popup opened later than the click would be blocked
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://cs.example/wa');
    expect(open.mock.calls[0]?.[2]).toMatch(/width=440,height=750/);
    open.mockRestore();
  });

  it('does not call the wallet for a guest', async () => {
    await refreshBalance();
    expect(api.calls).toHaveLength(0);
  });

  it('masks and unmasks the balance', () => {
    toggleBalanceHidden();
    expect(bus.current('balance:changed').hidden).toBe(true);
    toggleBalanceHidden();
    expect(bus.current('balance:changed').hidden).toBe(false);
  });
});

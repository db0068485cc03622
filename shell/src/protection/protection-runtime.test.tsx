import type { ProtectionState } from '@jogo/shared/api';
import { bus, GUEST_SESSION, type ModalRequest } from '@jogo/shared/bus';
import {
  act,
  createFakeApi,
  memberSession,
  recordModals,
  renderWithProviders,
  screen,
} from '@jogo/shared/testing';
import { resetProtectionRuntimeForTests, startProtectionRuntime } from './protection-runtime';
import { SessionClock } from './session-clock';

const LOGIN = Date.parse('2026-11-26T10:00:00-03:00');

function state(over: Partial<ProtectionState> = {}, now = LOGIN): ProtectionState {
  return {
    market: 'BR',
    coolingOffHours: 24,
    limits: [],
    realityCheck: { minutes: 15, intervalSeconds: null },
    session: {
      loginAt: new Date(LOGIN).toISOString(),
      serverNow: new Date(now).toISOString(),
      elapsedSeconds: (now - LOGIN) / 1000,
      net: -12.5,
      stakes: 20,
      wins: 7.5,
      lastActivityAt: new Date(now).toISOString(),
      reauthRequired: false,
    },
    pause: null,
    exclusion: null,
    blockedBy: null,
    blockedUntil: null,
    ...over,
  };
}

let stop: () => void = () => undefined;
let modals: ModalRequest[] = [];
let giveUp: () => void = () => undefined;

function start(answer: ProtectionState, info: Record<string, unknown> = {}) {
  const api = createFakeApi().on('GET /wps/relay/RG_getProtection', () => answer);
  renderWithProviders(<SessionClock />, { api });
  bus.emit('settings:changed', { status: 0, flags: {}, info });
  modals = [];
  giveUp = recordModals((r) => void modals.push(r));
  stop = startProtectionRuntime();
  return api;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(LOGIN);
});
afterEach(() => {
  stop();
  giveUp();
  resetProtectionRuntimeForTests();
  jest.useRealTimers();
});

const flush = () => act(async () => void (await Promise.resolve()));

describe('session clock and reality check', () => {
  it("shows the time since login as h:mm:ss and ticks with the timer, by the gateway's clock", async () => {
    // the browser's clock is 5 minutes behind the gateway's: the clock follows the gateway
    jest.setSystemTime(LOGIN + 3_600_000 - 300_000);
    start(state({}, LOGIN + 3_600_000));
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    expect(await screen.findByRole('timer')).toHaveTextContent('1:00:00');
    act(() => void jest.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:01:05');
    act(() => bus.emit('session:changed', GUEST_SESSION));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('opens the reality check at each interval from the login, the next one after it is closed', async () => {
    start(state());
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    act(() => void jest.advanceTimersByTime(15 * 60_000 - 1_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(0);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(1);
    // not again while it is open
    act(() => void jest.advanceTimersByTime(20 * 60_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(1);
    act(() => bus.emit('ui:modal-closed', { name: 'realityCheck' }));
    await flush();
    await flush();
    // closed at 35 min: the next falls on 45 min
    act(() => void jest.advanceTimersByTime(10 * 60_000 - 1_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(2);
  });

  it('follows a new interval published by the member centre, and none when it is off', async () => {
    start(state({ realityCheck: { minutes: null, intervalSeconds: null } }));
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    act(() => void jest.advanceTimersByTime(120 * 60_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(0);
    act(() =>
      bus.emit(
        'protection:changed',
        state({ realityCheck: { minutes: null, intervalSeconds: 30 } }, LOGIN + 120 * 60_000),
      ),
    );
    act(() => void jest.advanceTimersByTime(30_000));
    expect(modals.filter((m) => m.name === 'realityCheck')).toHaveLength(1);
  });

  it('tells once that the daily time limit stopped play, with the moment it ends', async () => {
    const blocked = state({ blockedBy: 'TIME_LIMIT', blockedUntil: '2026-11-27T00:00:00-03:00' });
    start(blocked);
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    act(() => bus.emit('protection:changed', { ...blocked }));
    expect(modals.filter((m) => m.name === 'timeLimit')).toEqual([
      { name: 'timeLimit', props: { until: '2026-11-27T00:00:00-03:00' } },
    ]);
  });

  it('asks the gateway again when the minutes of the daily time limit run out', async () => {
    const api = start(
      state({
        limits: [
          {
            kind: 'TIME',
            period: 'DAY',
            value: 60,
            used: 50,
            remaining: 10,
            pending: null,
            resetsAt: '2026-11-27T00:00:00-03:00',
          },
        ],
      }),
    );
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    const loads = () => api.calls.filter((c) => c.endpoint.path === '/wps/relay/RG_getProtection').length;
    expect(loads()).toBe(1);
    act(() => void jest.advanceTimersByTime(10 * 60_000 + 1_000));
    expect(loads()).toBe(2);
  });

  it('shows the risk message after a login where the market asks, not after a restored session', async () => {
    start(state(), { market: { riskMessage: true } });
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'restored' }) }));
    await flush();
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(0);
    act(() => bus.emit('session:changed', GUEST_SESSION));
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'username' }) }));
    await flush();
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(1);
  });

  it('tells the risks once the member is known, and not to an agent', async () => {
    start(state(), { market: { riskMessage: true } });
    const login = { ...GUEST_SESSION, ...memberSession({ loginType: 'username' as const, member: null }) };
    act(() => bus.emit('session:changed', login));
    await flush();
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(0);
    const agent = { id: 9, account: 'demo_agent', nickname: null, type: 1 };
    act(() => bus.emit('session:changed', { ...login, member: agent, isAgent: true }));
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(0);
    act(() => bus.emit('session:changed', GUEST_SESSION));
    act(() => bus.emit('session:changed', login));
    const player = { id: 2, account: 'demo_player', nickname: null, type: 0 };
    act(() => bus.emit('session:changed', { ...login, member: player }));
    act(() => bus.emit('session:changed', { ...login, member: player, firstTimeLogin: false }));
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(1);
  });

  it('shows no risk message where the market does not ask', async () => {
    start(state(), { market: { riskMessage: false } });
    act(() => bus.emit('session:changed', { ...GUEST_SESSION, ...memberSession({ loginType: 'username' }) }));
    await flush();
    expect(modals.filter((m) => m.name === 'riskNotice')).toHaveLength(0);
  });
});

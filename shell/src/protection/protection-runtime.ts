import { api, ENDPOINTS, type MarketProfileInfo, type ProtectionState } from '@jogo/shared/api';
import { bus, type SessionState } from '@jogo/shared/bus';
import { nextRealityCheck } from './session-time';

/**
 * The member's protection state in the page: loaded when a member session opens, emptied when it
 * ends, and written by whoever changes it on the gateway (the member centre's page emits its answers).
 * From it the shell runs the header clock, the reality checks at the member's interval, and the dialog that
 * says play stopped for the daily time limit. The gateway decides every block; this only tells the member.
 */

/** ms to add to Date.now() to get the gateway's now (from the answer's `serverNow`) */
let skew = 0;
let realityTimer: ReturnType<typeof setTimeout> | null = null;
let timeLimitTimer: ReturnType<typeof setTimeout> | null = null;
/** the block the time-limit dialog was shown for (once per block, not on every state answer) */
let toldBlock: string | null = null;
let loadGen = 0;
/** a login happened whose risk message waits for the member's type */
let riskDue = false;

/** @returns the gateway's current time in epoch ms, as far as the last answer tells */
export const serverNow = (): number => Date.now() + skew;

const realityInterval = (s: ProtectionState): number | null =>
  s.realityCheck.intervalSeconds ?? (s.realityCheck.minutes ? s.realityCheck.minutes * 60 : null);

function clearTimers(): void {
  if (realityTimer) clearTimeout(realityTimer);
  if (timeLimitTimer) clearTimeout(timeLimitTimer);
  realityTimer = timeLimitTimer = null;
}

/** Loads the state from the gateway and publishes it; a failure leaves the page without the clock. */
export async function reloadProtection(): Promise<void> {
  const gen = ++loadGen;
  try {
    const state = await api().call(ENDPOINTS.protectionState);
    if (gen === loadGen && bus.current('session:changed').status === 'member')
      bus.emit('protection:changed', state);
  } catch {
    /* a gateway without the call, or a trial account: no clock, no checks */
  }
}

/** Schedules the next reality check and the moment the daily time limit runs out, from one state. */
function schedule(state: ProtectionState | null): void {
  clearTimers();
  if (!state) {
    toldBlock = null;
    return;
  }
  if (state.blockedBy === 'TIME_LIMIT') {
    const key = `${state.blockedBy}:${state.blockedUntil ?? ''}`;
    if (toldBlock !== key) {
      toldBlock = key;
      bus.emit('ui:modal-requested', { name: 'timeLimit', props: { until: state.blockedUntil } });
    }
  } else {
    toldBlock = null;
    const time = state.limits.find((l) => l.kind === 'TIME' && l.value !== null && l.remaining !== null);
    // minutes left today: ask the gateway again when they run out (it decides; the dialog follows its answer)
    if (time && time.remaining !== null)
      timeLimitTimer = setTimeout(() => void reloadProtection(), time.remaining * 60_000 + 1_000);
  }
  const interval = realityInterval(state);
  const loginAt = Date.parse(state.session.loginAt);
  const due = nextRealityCheck(loginAt, interval === null ? null : interval / 60, serverNow());
  if (due !== null) realityTimer = setTimeout(() => void realityCheckDue(), due - serverNow());
}

/** Shows the reality check; the next one is scheduled once it closes (continue), from the login time. */
async function realityCheckDue(): Promise<void> {
  realityTimer = null;
  await bus.request('ui:modal-requested', { name: 'realityCheck' });
  const state = bus.current('protection:changed');
  if (state && !realityTimer) schedule(state);
}

/** Logins after which the risk message shows (not a restored session, not the sign-up that showed it). */
const RISK_AFTER: readonly SessionState['loginType'][] = ['username', 'sms', 'social', 'trial'];
const riskMessageOn = (): boolean => {
  const market = bus.current('settings:changed').info?.market as MarketProfileInfo | undefined;
  return market?.riskMessage === true;
};

/** Wires the state to the session and the timers to the state. @returns an unsubscribe for both */
export function startProtectionRuntime(): () => void {
  let previous: SessionState = bus.current('session:changed');
  const offSession = bus.on('session:changed', (s) => {
    const was = previous;
    previous = s;
    // the risks of betting after every login where the market asks (sign-up shows them in its form), once
    // the member is known: an agent signing in to the agent centre is not told
    if (was.status === 'guest' && s.status === 'member') riskDue = RISK_AFTER.includes(s.loginType);
    if (riskDue && s.member) {
      riskDue = false;
      if (!s.isAgent && riskMessageOn()) bus.emit('ui:modal-requested', { name: 'riskNotice' });
    }
    if (s.status === 'guest') riskDue = false;
    const member = s.status === 'member' && !!s.token && !s.isTrial;
    if (!member) {
      loadGen++;
      if (bus.current('protection:changed') !== null) bus.emit('protection:changed', null);
      return;
    }
    // a new session (login, restore, another account): its own clock
    if (was.token !== s.token) void reloadProtection();
  });
  const offState = bus.on('protection:changed', (state) => {
    // the clock is aligned with each new answer only (a later reschedule keeps it)
    if (state) skew = Date.parse(state.session.serverNow) - Date.now();
    schedule(state);
  });
  return () => {
    offSession();
    offState();
    clearTimers();
  };
}

/** Tests only. */
export function resetProtectionRuntimeForTests(): void {
  clearTimers();
  skew = 0;
  toldBlock = null;
  loadGen = 0;
  riskDue = false;
}

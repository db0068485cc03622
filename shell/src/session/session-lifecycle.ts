import { BehaviorSubject } from 'rxjs';
import {
  api,
  ENDPOINTS,
  type MemberInfo as WireMemberInfo,
  rememberLogin,
  takeUrlToken,
} from '@jogo/shared/api';
import {
  bus,
  GUEST_SESSION,
  isAgentType,
  isTrialType,
  type SessionOpenRequest,
  type MemberInfo,
  type SessionState,
} from '@jogo/shared/bus';
import { APP_LINKS } from '@jogo/shared/federation';
import { hideLoader, showLoader } from '../services/loader';
import { refreshBalance, resetBalance } from './balance';
import { consolidated$ } from './consolidated';
import { clearSessionStore, readStoredToken, storeToken } from './session-storage';

/**
 * Each login, restore or logout starts a new generation; work of an older one (a slow member-info answer that
 * arrives after logout) is dropped instead of reviving a dead session.
 */
let generation = 0;

/**
 * Where a logout is taking the user ('/' or '/agent') until the router arrives there. The session turns guest
 * before the (transition-priority) navigation renders, so a login guard on the page being left would otherwise
 * redirect to /login first; guards send to this target instead.
 */
export const logoutTarget$ = new BehaviorSubject<string | null>(null);
let loggingOut = false;
let memberLoad: Promise<void> | null = null;

const current = () => bus.current('session:changed');
const setSession = (patch: Partial<SessionState>) => bus.emit('session:changed', { ...current(), ...patch });

/**
 * Opens the mandatory change-password dialog (it cannot be dismissed) and resolves when it closes, that is
 * once the password has changed or the session ended.
 */
async function forcedPasswordChange(): Promise<void> {
  await bus.request('ui:modal-requested', { name: 'changePassword', props: { forced: true } });
}

/**
 * Whether the gateway holds this session until its password changes (spec 4: the default password or an
 * expired one). A gateway without the call answers an error: then nothing is forced here.
 */
async function passwordChangeRequired(): Promise<boolean> {
  try {
    return (await api().call(ENDPOINTS.passwordStatus)).changeRequired;
  } catch {
    return false;
  }
}

/** Loads member info into the session; agent and trial come from the member type. */
async function loadMember(gen: number): Promise<WireMemberInfo | null> {
  const info = await api().call(ENDPOINTS.memberInfo);
  if (gen !== generation) return null;
  const member: MemberInfo = { id: info.id, account: info.account, nickname: info.nickname, type: info.type };
  setSession({ member, isAgent: isAgentType(info.type), isTrial: isTrialType(info.type) });
  if (info.currencySymbol)
    bus.emit('balance:changed', { ...bus.current('balance:changed'), currencySymbol: info.currencySymbol });
  return info;
}

/**
 * What every session loads once the member is known (spec 4 "On login"): favourite ids; consolidated data when
 * AGENTPOLICY3 is on and the member is not trial; unread messages (badges) except for trial; the balance.
 * Each part fails on its own: a missing badge must not stop the favourites.
 */
async function loadSessionData(gen: number): Promise<void> {
  const { isTrial } = current();
  const jobs: Promise<unknown>[] = [
    api()
      .call(ENDPOINTS.favoriteGameIds)
      .then((ids) => gen === generation && bus.emit('favourites:changed', ids.map(String))),
    refreshBalance(),
  ];
  if (bus.current('settings:changed').flags.AGENTPOLICY3 === true && !isTrial) {
    jobs.push(
      api()
        .call(ENDPOINTS.consolidatedFunds)
        .then((v) => gen === generation && consolidated$.next(v)),
    );
  }
  if (!isTrial) jobs.push(loadBadges(gen));
  await Promise.allSettled(jobs);
}

/** Unread messages plus the mission and reward counts of the side menu (spec 2 "Badge counts"). */
export async function loadBadges(gen = generation): Promise<void> {
  const [unread, missions, rewards] = await Promise.allSettled([
    api().call(ENDPOINTS.inboxUnreadCount),
    api().call(ENDPOINTS.missionSummary),
    api().call(ENDPOINTS.rewardList, { query: { pageNo: 1, pageSize: 1 } }),
  ]);
  if (gen !== generation) return;
  const prev = bus.current('badges:changed');
  bus.emit('badges:changed', {
    unreadMessages: unread.status === 'fulfilled' ? unread.value.count : prev.unreadMessages,
    missions: missions.status === 'fulfilled' ? missions.value.claimableCount : prev.missions,
    rewards: rewards.status === 'fulfilled' ? rewards.value.claimableCount : prev.rewards,
  });
}

/**
 * The owner of the `session:open` command (spec 4 "After successful login"): publishes the session at once and
 * answers it (mf-auth then navigates, so the next route's guard sees a member); the rest of the lifecycle
 * (`handleLoggedIn`) goes on in the background.
 * @returns the opened session
 */
export function openSession(e: SessionOpenRequest): SessionState {
  handleLoggedIn(e).catch(() => {
    /* a 401 is handled by onUnauthorized; other failures leave the session without member info */
  });
  return current();
}

/**
 * Spec 4 "After successful login", in order: token in sessionStorage; the first-login action when
 * firstTimeLogin; the forced change-password dialog when the password is the default or expired, unless the
 * login was by SMS or social (member info then loads once that dialog closes); otherwise member info and the
 * after-login popup flag. Then the session data. Navigation after login is mf-auth's (spec 2 "Login form").
 * The session is published before the first `await`, so `openSession` can answer it synchronously.
 */
export async function handleLoggedIn(e: SessionOpenRequest): Promise<void> {
  const gen = ++generation;
  storeToken(e.token);
  consolidated$.next(null);
  bus.emit('session:changed', {
    ...GUEST_SESSION,
    status: 'member',
    token: e.token,
    loginType: e.loginType,
    firstTimeLogin: e.firstTimeLogin,
    isTrial: e.loginType === 'trial',
  });
  if (e.firstTimeLogin) {
    try {
      await api().call(ENDPOINTS.firstLogin);
    } catch {
      /* the flag stays set on the server; the next login runs the action again */
    }
    if (gen !== generation) return;
  }
  const forced = e.passwordExpired && e.loginType !== 'sms' && e.loginType !== 'social';
  if (forced) {
    await forcedPasswordChange();
    if (gen !== generation) return;
  }
  const load = (async () => {
    const info = await loadMember(gen);
    if (!info || gen !== generation) return;
    if (e.loginType === 'username' || e.loginType === 'sms') {
      rememberLogin(e.loginType === 'sms' ? (info.mobileNum ?? info.account) : info.account, e.loginType);
    }
    // the after-login popup waits its turn in the dialog queue; a new member never gets 'Welcome back'
    if (!forced && e.loginType !== 'register') bus.emit('ui:modal-requested', { name: 'afterLogin' });
    await loadSessionData(gen);
  })();
  memberLoad = load.catch(() => undefined);
  await load;
}

/**
 * Spec 4: only in status 0 is a login restored, from `?token=` in the URL (removed from the URL at once) or
 * from sessionStorage. The caller (the status gate) calls this only in status 0.
 * @returns whether a session was restored
 */
export function restoreSession(): boolean {
  const token = takeUrlToken() ?? readStoredToken();
  if (!token) return false;
  const gen = ++generation;
  storeToken(token);
  bus.emit('session:changed', { ...GUEST_SESSION, status: 'member', token, loginType: 'restored' });
  // The gateway refuses every other call of a session whose password must change, so a reload (F5) or a new
  // tab with the same session reopens the mandatory dialog before the session data loads.
  const known = (async () => {
    const info = await loadMember(gen);
    return info !== null && gen === generation && (await passwordChangeRequired());
  })();
  memberLoad = known.then(
    () => undefined,
    () => undefined,
  );
  void known
    .then(async (mustChange) => {
      if (gen !== generation) return;
      if (mustChange) {
        await forcedPasswordChange();
        if (gen !== generation) return;
      }
      await loadSessionData(gen);
    })
    .catch(() => undefined);
  return true;
}

/**
 * Guards wait for the member type; when nothing is loading it (a forced password dialog that never reported
 * its close), this loads it so a guarded page cannot wait forever.
 */
export function ensureMemberInfo(): Promise<void> {
  const s = current();
  if (!s.token || s.member) return Promise.resolve();
  if (!memberLoad)
    memberLoad = loadMember(generation).then(
      () => undefined,
      () => undefined,
    );
  return memberLoad;
}

/** Back to guest: the whole sessionStorage is cleared (spec 4), and every per-session store empties. */
export function toGuest(): void {
  generation++;
  memberLoad = null;
  clearSessionStore();
  consolidated$.next(null);
  bus.emit('session:changed', GUEST_SESSION);
  resetBalance();
  bus.emit('favourites:changed', []);
  bus.emit('badges:changed', { unreadMessages: 0, missions: 0, rewards: 0 });
}

/**
 * Logout after the confirmation (spec 4): loader, DELETE /wps/session/logout, whole session store cleared,
 * guest, then home, or /agent when leaving from the agent centre.
 */
export async function logout(pathname: string = window.location.pathname): Promise<void> {
  const fromAgentCentre =
    pathname === APP_LINKS.agentCentre || pathname.startsWith(`${APP_LINKS.agentCentre}/`);
  const target = fromAgentCentre ? APP_LINKS.agentLogin : APP_LINKS.home;
  loggingOut = true;
  showLoader();
  try {
    await api().call(ENDPOINTS.logout);
  } catch {
    /* a session the server already dropped is logged out all the same */
  } finally {
    loggingOut = false;
    logoutTarget$.next(target);
    toGuest();
    hideLoader();
    bus.emit('ui:navigate-requested', { to: target });
  }
}

/** ApiClient onUnauthorized: a 401 from any call returns a session to guest and opens the login dialog. */
export function handleUnauthorized(): void {
  if (loggingOut || current().status === 'guest') return;
  toGuest();
  bus.emit('ui:modal-requested', { name: 'login' });
}

/** Tests only. */
export function resetLifecycleForTests(): void {
  generation = 0;
  loggingOut = false;
  logoutTarget$.next(null);
  memberLoad = null;
  consolidated$.next(null);
}

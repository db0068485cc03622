import type { Language } from '../api/client';
import type { FlagStates } from '../contract/flags';
import type { ProtectionState } from '../contract/types/protection';

/** Who is on the site (spec 4): guest, member, trial or agent. */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
}
export interface SessionState {
  status: 'guest' | 'member';
  token: string | null;
  member: MemberInfo | null;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  /** how the session was opened; the forced password change skips sms and social */
  loginType: 'username' | 'sms' | 'social' | 'register' | 'trial' | 'restored' | null;
}
export interface BalanceState {
  /** major units (two decimals shown) */
  amount: number | null;
  currencySymbol: string;
  hidden: boolean;
  loading: boolean;
  /** when the gateway last pushed the balance (`BalancePush.at`): each push, even of an unchanged amount, is a
   * money event that lists follow (`useMoneyEvents` in @jogo/shared/data) */
  pushedAt?: string | null;
}
export interface SettingsState {
  status: 0 | 1 | 2 | null;
  /** flattened module-flag tree: { MODID: enabled } */
  flags: FlagStates;
  /** the raw `info` of /wps/system/status, for consumers that need more */
  info: Record<string, unknown> | null;
}
export interface BadgeState {
  unreadMessages: number;
  missions: number;
  rewards: number;
}
export type ModalName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'changePassword'
  | 'afterRegister'
  | 'announcement'
  | 'notice'
  | 'chat'
  | 'contract'
  | 'help'
  | 'partners'
  | 'gamePopup'
  | 'trialRefused'
  | 'logoutConfirm'
  | 'afterLogin'
  // player protection, rendered by the shell
  | 'realityCheck'
  | 'timeLimit'
  | 'riskNotice'
  | 'reauth';
export interface ModalRequest {
  name: ModalName;
  props?: Record<string, unknown>;
}
/** How a dialog ended: `closed` by its owner (done or dismissed), or `replaced` by the same dialog asked again. */
export interface ModalResult {
  name: ModalName;
  outcome: 'closed' | 'replaced';
}
export interface GameLaunchRequest {
  gameCode: string;
  gameType: string;
  vassalage: string;
  nodeId?: string;
  url?: string;
}
export interface ToastRequest {
  kind: 'info' | 'success' | 'error';
  /** an i18n key ('namespace:area.element') or already translated text */
  message: string;
}
/** A login answer handed to the shell, the one owner of the session (spec 4 "After successful login"). */
export interface SessionOpenRequest {
  loginType: SessionState['loginType'];
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}
/**
 * Every channel of the bus with its payload. The shell owns the state transitions; remotes publish intents
 * (`*-requested`) and read state. Names are `domain:past-tense` (STYLE.md section 6).
 */
export interface BusEvents {
  // state (replay-last): a late subscriber gets the current value at once
  'session:changed': SessionState;
  'balance:changed': BalanceState;
  'language:changed': Language;
  'settings:changed': SettingsState;
  'favourites:changed': string[];
  'badges:changed': BadgeState;
  /**
   * the member's protection state (session clock, reality check, limits, pause); null for guests
   * and trial. The shell loads it on login; whoever changes it on the gateway (the member centre's page)
   * emits the answer it got.
   */
  'protection:changed': ProtectionState | null;
  // events (stream): only subscribers present at the time see them
  // commands (exactly one owner; queued until it subscribes; `bus.request` resolves with its answer)
  'ui:modal-requested': ModalRequest;
  'ui:modal-closed': { name: ModalName };
  'ui:navigate-requested': { to: string; replace?: boolean };
  'ui:toast-requested': ToastRequest;
  /**
   * open customer service (spec 9: the 440x750 popup, the entry by csType or the first); the shell owns the
   * popup, so every app opens the same one. Emitted inside the click handler: the popup opens synchronously.
   */
  'ui:customer-service-requested': { csType?: string };
  'game:launch-requested': GameLaunchRequest;
  'wallet:balance-refresh-requested': Record<string, never>;
  'session:open': SessionOpenRequest;
  'auth:logout-requested': { confirm: boolean };
}

export type EventName = keyof BusEvents;
/**
 * replay-last: state, a late subscriber gets the current value; stream: only present subscribers see it;
 * command: exactly one owner (`bus.handle`), requests made before it subscribes are queued and
 * `bus.request(name, payload)` resolves with the owner's answer (`emit` on a command is a request whose
 * answer nobody waits for).
 */
export type Delivery = 'stream' | 'replay-last' | 'command';

/** The answer of each command channel. */
export interface CommandAnswers {
  /** resolves when the dialog closes */
  'ui:modal-requested': ModalResult;
  /** resolves once the owner (the lobby) has taken the launch */
  'game:launch-requested': void;
  /**
   * resolves with the opened session (token stored, status member) as soon as the shell has published it;
   * member info, the forced password change and the session data follow in the shell
   */
  'session:open': SessionState;
}
export type CommandName = keyof CommandAnswers;

/** The declared delivery of each channel (excalidraw appEventBus style). */
export const DELIVERY: { [K in EventName]: Delivery } = {
  'session:changed': 'replay-last',
  'balance:changed': 'replay-last',
  'language:changed': 'replay-last',
  'settings:changed': 'replay-last',
  'favourites:changed': 'replay-last',
  'badges:changed': 'replay-last',
  'protection:changed': 'replay-last',
  'ui:modal-requested': 'command',
  'ui:modal-closed': 'stream',
  'ui:navigate-requested': 'stream',
  'ui:toast-requested': 'stream',
  'ui:customer-service-requested': 'stream',
  'game:launch-requested': 'command',
  'wallet:balance-refresh-requested': 'stream',
  'session:open': 'command',
  'auth:logout-requested': 'stream',
};

export const GUEST_SESSION: SessionState = {
  status: 'guest',
  token: null,
  member: null,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  loginType: null,
};

/** Initial values of the replay-last channels. */
export const INITIAL_STATE: { [K in EventName]?: BusEvents[K] } = {
  'session:changed': GUEST_SESSION,
  'balance:changed': { amount: null, currencySymbol: 'R$', hidden: false, loading: false },
  'language:changed': 'PT',
  'settings:changed': { status: null, flags: {}, info: null },
  'favourites:changed': [],
  'badges:changed': { unreadMessages: 0, missions: 0, rewards: 0 },
  'protection:changed': null,
};

/** Member types (spec 9): agents 1, 2, 41, 42; trial 4. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** The agent-type rule (spec 4 and 9): an agent is known by its member type, never by a server flag. */
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
/** @returns whether a member type is a trial (free play) account */
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

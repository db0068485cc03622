export { bus, EventBus } from './bus';
export {
  DELIVERY,
  INITIAL_STATE,
  GUEST_SESSION,
  AGENT_TYPES,
  TRIAL_TYPE,
  isAgentType,
  isTrialType,
} from './events';
export type {
  BusEvents,
  EventName,
  Delivery,
  SessionState,
  MemberInfo,
  BalanceState,
  SettingsState,
  BadgeState,
  ModalName,
  ModalRequest,
  ModalResult,
  CommandAnswers,
  CommandName,
  GameLaunchRequest,
  SessionOpenRequest,
  ToastRequest,
} from './events';
export type { FlagId, FlagStates } from '../contract/flags';
export {
  useBusState,
  useSession,
  useBalance,
  useLanguage,
  useSettings,
  useTimeZone,
  useFavourites,
  useBadges,
  useFlag,
  useProtection,
  useMarket,
  rewardAllowed,
  useRewardAllowed,
} from './hooks';

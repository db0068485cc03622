import { endpoint } from '../endpoint';
import type {
  CancelLimitRequest,
  MarketProfileInfo,
  PauseRequest,
  ProtectionState,
  ReauthRequest,
  ReauthValue,
  SelfExcludeRequest,
  SelfExcludeValue,
  SetLimitRequest,
  SetRealityCheckRequest,
} from '../../contract/types/protection';

/**
 * Calls of player protection (issue 26). Types: contract/protection. Module RESPGAME3 (responsible gaming);
 * every call but the market profile needs the session. Refusals: `protection.limit.reached`,
 * `protection.paused`, `protection.time_limit.reached`, `protection.invalid`, `session.reauth.required`.
 */
export const PROTECTION_ENDPOINTS = {
  /** → MarketProfileInfo (also in `status.info.market`) */
  marketProfile: endpoint<never, MarketProfileInfo>({
    method: 'GET',
    path: '/wps/relay/RG_getMarketProfile',
    moduleId: 'RESPGAME3',
    auth: false,
  }),
  /** → ProtectionState: limits, usage, session clock, pause, exclusion */
  protectionState: endpoint<never, ProtectionState>({
    method: 'GET',
    path: '/wps/relay/RG_getProtection',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** SetLimitRequest → ProtectionState (a raise or removal is pending for 24 h) */
  setLimit: endpoint<SetLimitRequest, ProtectionState>({
    method: 'POST',
    path: '/wps/relay/RG_setLimit',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** CancelLimitRequest → ProtectionState */
  cancelLimit: endpoint<CancelLimitRequest, ProtectionState>({
    method: 'POST',
    path: '/wps/relay/RG_cancelLimit',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** SetRealityCheckRequest → ProtectionState */
  setRealityCheck: endpoint<SetRealityCheckRequest, ProtectionState>({
    method: 'POST',
    path: '/wps/relay/RG_setRealityCheck',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** PauseRequest → ProtectionState */
  pause: endpoint<PauseRequest, ProtectionState>({
    method: 'POST',
    path: '/wps/relay/RG_pause',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** SelfExcludeRequest → SelfExcludeValue; every session of the member ends (log out after the answer) */
  selfExclude: endpoint<SelfExcludeRequest, SelfExcludeValue>({
    method: 'POST',
    path: '/wps/relay/RG_selfExclude',
    moduleId: 'RESPGAME3',
    auth: true,
  }),
  /** ReauthRequest → ReauthValue: the password after `session.reauth.required` */
  reauth: endpoint<ReauthRequest, ReauthValue>({
    method: 'POST',
    path: '/wps/relay/RG_reauth',
    moduleId: 'RESPGAME3',
    auth: true,
    encrypted: true,
  }),
};

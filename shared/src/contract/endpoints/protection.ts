import { declareEndpoint } from '../endpoint';
import {
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
} from '../types/protection';

const RG = { moduleId: 'RESPGAME3', moduleFlag: 'RESPGAME3' } as const;
/** the member's own settings: not for trial accounts */
const OWN = { ...RG, auth: 'member', trial: false } as const;

/**
 * Player protection (spec section 8, module RESPGAME3): the market profile, the protection state, limits, the
 * reality check, pause, self-exclusion and the password after the idle limit. Enforcement is the gateway's
 * market policy, whatever the client sends.
 */
export const PROTECTION = {
  marketProfile: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/RG_getMarketProfile',
    ...RG,
    auth: 'none',
    summary: 'What the market allows (also in `status.info.market`)',
    answer: MarketProfileInfo,
  }),
  protectionState: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/RG_getProtection',
    ...RG,
    // trial accounts play too: they read their clock and may owe the password like anyone
    auth: 'member',
    summary: "The member's limits and their use, the session clock, a pause or an exclusion",
    answer: ProtectionState,
  }),
  setLimit: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_setLimit',
    ...OWN,
    summary: 'Adds, lowers, raises or removes one limit (a raise or removal waits 24 h)',
    body: SetLimitRequest,
    answer: ProtectionState,
    errors: ['protection.invalid'],
  }),
  cancelLimit: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_cancelLimit',
    ...OWN,
    summary: 'Cancels the pending raise or removal of one limit',
    body: CancelLimitRequest,
    answer: ProtectionState,
    errors: ['protection.nothing_pending'],
  }),
  setRealityCheck: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_setRealityCheck',
    ...OWN,
    summary: 'Sets the reality-check interval (5 to 240 minutes) or turns it off',
    body: SetRealityCheckRequest,
    answer: ProtectionState,
    errors: ['protection.invalid'],
  }),
  pause: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_pause',
    ...OWN,
    summary: "Pauses play for 1 to 42 days (never shortened); the member's other sessions end",
    body: PauseRequest,
    answer: ProtectionState,
    errors: ['protection.invalid', 'protection.pause_shorter'],
  }),
  selfExclude: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_selfExclude',
    ...OWN,
    summary: 'Excludes the member for 1 to 12 months or indefinitely; every session of the member ends',
    rules: 'every session of the member ends once it is answered',
    body: SelfExcludeRequest,
    answer: SelfExcludeValue,
    errors: ['protection.invalid'],
  }),
  reauth: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/RG_reauth',
    ...RG,
    auth: 'member',
    encrypted: true,
    activity: false,
    summary:
      'The password again after the idle limit (`session.reauth.required`); the fifth wrong one ends the session',
    body: ReauthRequest,
    answer: ReauthValue,
    errors: ['reauth.password_wrong'],
  }),
};

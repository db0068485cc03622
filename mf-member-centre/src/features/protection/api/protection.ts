import {
  api,
  ENDPOINTS,
  type CancelLimitRequest,
  type PauseRequest,
  type ProtectionState,
  type SelfExcludeRequest,
  type SelfExcludeValue,
  type SetLimitRequest,
  type SetRealityCheckRequest,
} from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/** The page's resource key (useResource adds language and session). */
export const PROTECTION_KEY = 'member:protection';

/** GET /wps/relay/RG_getProtection */
export const getProtection = (signal?: AbortSignal) => api().call(ENDPOINTS.protectionState, { signal });

/**
 * Every change answers the whole state; it is published on the bus at once, so the shell's clock, reality
 * checks and time-limit dialog follow without asking again (the writer of a change publishes it).
 */
const published = (state: ProtectionState): ProtectionState => {
  bus.emit('protection:changed', state);
  return state;
};

/** POST RG_setLimit: add, lower (at once), raise or remove (pending 24 h) */
export const setLimit = async (body: SetLimitRequest) =>
  published(await api().call(ENDPOINTS.setLimit, { body }));
/** POST RG_cancelLimit: cancels a pending raise or removal */
export const cancelLimit = async (body: CancelLimitRequest) =>
  published(await api().call(ENDPOINTS.cancelLimit, { body }));
/** POST RG_setRealityCheck */
export const setRealityCheck = async (body: SetRealityCheckRequest) =>
  published(await api().call(ENDPOINTS.setRealityCheck, { body }));
/** POST RG_pause (cannot be shortened) */
export const startPause = async (body: PauseRequest) =>
  published(await api().call(ENDPOINTS.pause, { body }));
/** POST RG_selfExclude: the gateway ends every session of the member; the page then logs out */
export const selfExclude = (body: SelfExcludeRequest): Promise<SelfExcludeValue> =>
  api().call(ENDPOINTS.selfExclude, { body });

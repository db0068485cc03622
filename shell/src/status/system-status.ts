import { Subject } from 'rxjs';
import { api, ENDPOINTS, type ModuleFlagNode, type SystemStatus } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/** The screen the status decides (spec 4): 0 the app, 1 maintenance, 2 region restricted. */
export type GateStatus = 0 | 1 | 2;

/**
 * Maintenance takes precedence over the region block (spec 4). The `info` flags count as well as the code, so a
 * gateway that sets only one of them still closes the site.
 */
export function decideStatus(
  s: Pick<SystemStatus, 'status'> & { info?: Partial<SystemStatus['info']> | null },
): GateStatus {
  if (s.status === 1 || s.info?.maintenance === true) return 1;
  if (s.status === 2 || s.info?.regionRestriction === true) return 2;
  return 0;
}

/** Flattens the whitelabel module-flag tree to `{ MODID: enabled }`; a child under a disabled parent is off. */
export function flattenFlags(
  nodes: readonly ModuleFlagNode[] | undefined,
  parentOn = true,
  out: Record<string, boolean> = {},
) {
  for (const n of nodes ?? []) {
    const on = parentOn && n.enabled;
    out[n.modId] = on;
    flattenFlags(n.childrenNodes, on, out);
  }
  return out;
}

/** Publishes a status as the settings store (`settings:changed`). */
export function publishStatus(s: SystemStatus): void {
  bus.emit('settings:changed', {
    status: decideStatus(s),
    flags: flattenFlags(s.info?.whitelabel),
    info: (s.info ?? null) as unknown as Record<string, unknown> | null,
  });
}

/** The last status this tab saw: a returning visitor paints at once while it is checked again. */
export const STATUS_CACHE_KEY = 'jogo.systemStatus';

export function cachedStatus(): SystemStatus | null {
  try {
    const raw = sessionStorage.getItem(STATUS_CACHE_KEY);
    const s = raw ? (JSON.parse(raw) as SystemStatus) : null;
    return s && typeof s.status === 'number' ? s : null;
  } catch {
    return null;
  }
}

function cacheStatus(s: SystemStatus): void {
  try {
    sessionStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(s));
  } catch {
    /* storage may be unavailable (private mode): every visit then waits for the call */
  }
}

/** Loads the status, keeps it for the next visit of this tab and publishes the settings store. */
export async function loadSystemStatus(): Promise<SystemStatus> {
  const s = await api().call(ENDPOINTS.systemStatus);
  cacheStatus(s);
  publishStatus(s);
  return s;
}

/** Asks the gate to check the status again (a 503 from any call: the site may have gone into maintenance). */
export const statusRecheck$ = new Subject<void>();

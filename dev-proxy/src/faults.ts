/**
 * Fault injection for integration testers (DESIGN.md section 7), set by configuration:
 * FAULT_LATENCY_MS (added to every gateway call), FAULT_ERROR_RATE (0..1, share of gateway calls
 * answered 500), FAULT_REMOTES_OFF (comma-separated container names whose files answer 503).
 * In dev mode `POST /__proxy/faults` changes them at run time (the e2e suite switches a remote off and on; the
 * bench also delays one remote's files with `remoteLatencyMs: { mf_promotions: 5000 }`).
 */
export interface Faults {
  latencyMs: number;
  errorRate: number;
  remotesOff: Set<string>;
  /** added before each file of the named remote is served */
  remoteLatencyMs: Map<string, number>;
}

export function faultsFromEnv(env: NodeJS.ProcessEnv): Faults {
  const latency = Number(env.FAULT_LATENCY_MS ?? 0);
  const rate = Number(env.FAULT_ERROR_RATE ?? 0);
  return {
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : 0,
    errorRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0,
    remotesOff: new Set(
      (env.FAULT_REMOTES_OFF ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    remoteLatencyMs: new Map(),
  };
}

import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GatewayPool } from './gateways';

/**
 * What an operator reads of dev-proxy itself (README "Operating it"): request ids, its probes and its metrics.
 * Labels are bounded: a gateway process's host:port from GATEWAY_URL, a status class, a kind of answer, a remote
 * of the registry and a release folder that exists. Never a path, a user or a token.
 */

/** 8..128 letters, digits and `._:-`: the same rule as the gateway's (gateway/src/plugins/ops/request-id.ts). */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming `X-Request-Id` when well formed, else a new UUID (a malformed one is replaced, never echoed). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** What kind of answer a path gets, for the answers' labels. */
export type AnswerKind = 'gateway' | 'remote' | 'release' | 'registry' | 'page';

export function proxyMetrics(pool: GatewayPool, state: { draining: boolean }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'devproxy_' });
  const calls = new Counter({
    name: 'devproxy_gateway_calls_total',
    help: 'Calls sent to each gateway process, by the status class of its answer (error: no answer)',
    labelNames: ['process', 'status_class'] as const,
    registers: [registry],
  });
  const failovers = new Counter({
    name: 'devproxy_gateway_failovers_total',
    help: 'Calls sent again to another process, by the process that failed and why (refused, reset, draining, timeout)',
    labelNames: ['process', 'reason'] as const,
    registers: [registry],
  });
  const downs = new Counter({
    name: 'devproxy_gateway_marked_down_total',
    help: 'Times a gateway process was marked down (refused a connection or answered as draining)',
    labelNames: ['process'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'devproxy_gateway_up',
    help: 'Whether a gateway process takes calls (1) or is down until its /readyz answers 200 (0)',
    labelNames: ['process'] as const,
    registers: [registry],
    collect() {
      for (const s of pool.status()) this.set({ process: s.label }, s.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'devproxy_gateway_in_flight',
    help: 'Calls in flight per gateway process (an open balance stream counts)',
    labelNames: ['process'] as const,
    registers: [registry],
    collect() {
      for (const s of pool.status()) this.set({ process: s.label }, s.inFlight);
    },
  });
  new Gauge({
    name: 'devproxy_ready',
    help: 'Whether dev-proxy is ready (a gateway process is up and it is not stopping)',
    registers: [registry],
    collect() {
      this.set(!state.draining && pool.status().some((s) => s.up) ? 1 : 0);
    },
  });
  const answers = new Counter({
    name: 'devproxy_answers_total',
    help: 'Answers given, by kind (gateway, remote, release, registry, page) and status class; probes excluded',
    labelNames: ['kind', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'devproxy_answer_duration_seconds',
    help: 'Time to the end of an answer, by kind (a balance stream counts its whole life)',
    labelNames: ['kind'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  const files = new Counter({
    name: 'devproxy_files_served_total',
    help: "Remote files served, by remote and release ('dist': the remote's own build)",
    labelNames: ['remote', 'release'] as const,
    registers: [registry],
  });
  return { registry, calls, failovers, downs, answers, duration, files };
}

export type ProxyMetrics = ReturnType<typeof proxyMetrics>;

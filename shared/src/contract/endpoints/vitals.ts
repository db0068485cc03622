import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { oneOf } from '../schema';

/** The most entries one beacon may carry (the shell sends fewer: it flushes at 20). */
export const VITALS_MAX_BATCH = 50;

/**
 * One real-user measurement: a route load (value 1), a web vital (LCP and INP in milliseconds, CLS unitless) or an
 * uncaught error (value 1) on a registry route pattern (`/promotions`, never the URL a player typed: no query, no ids), with the remote that
 * owns the route and that remote's release. Nothing names the player: no member, no IP, no user agent.
 */
export const VitalEntry = Type.Object(
  {
    route: Type.String({ minLength: 1, maxLength: 120, pattern: '^/[A-Za-z0-9/_:.-]*$' }),
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    /** `<version>-<hash>`; `none` for a remote served from its dist/ build */
    release: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9._-]+$' }),
    /** `load`: a route shown (a page load or a navigation to another route), the error rate's denominator */
    metric: oneOf(['load', 'LCP', 'INP', 'CLS', 'error'] as const),
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    /** when it was measured (epoch ms) */
    at: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/** Real-user vitals (the shell's beacon): anonymous, headerless (sendBeacon sends no headers). */
export const VITALS = {
  reportVitals: declareEndpoint({
    method: 'POST',
    path: '/wps/vitals',
    moduleId: 'COMM3',
    auth: 'none',
    activity: false,
    summary: "Real-user web vitals and uncaught errors by route pattern, remote and that remote's release",
    rules:
      "30 a minute per client address; `route` is a registry pattern, never a URL; kept in `web_vital` (no member, address or user agent, the gateway's receive time), the newest `JOGO_VITALS_KEEP` rows (200,000), and as metrics",
    body: Type.Array(VitalEntry, { minItems: 1, maxItems: VITALS_MAX_BATCH }),
    answer: Type.Object({ stored: Type.Integer({ minimum: 0 }) }),
  }),
};

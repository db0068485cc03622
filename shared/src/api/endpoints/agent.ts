import { endpoint } from '../endpoint';

/** Calls of the agent domain (spec section 7). */
export const AGENT_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

import { endpoint } from '../endpoint';

/** Calls of the session domain (spec section 7). */
export const SESSION_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

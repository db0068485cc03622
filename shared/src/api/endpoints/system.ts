import { endpoint } from '../endpoint';

/** Calls of the system domain (spec section 7). */
export const SYSTEM_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

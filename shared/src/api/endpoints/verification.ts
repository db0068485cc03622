import { endpoint } from '../endpoint';

/** Calls of the verification domain (spec section 7). */
export const VERIFICATION_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

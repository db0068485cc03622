import { endpoint } from '../endpoint';

/** Calls of the wallet domain (spec section 7). */
export const WALLET_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

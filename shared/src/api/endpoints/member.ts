import { endpoint } from '../endpoint';

/** Calls of the member domain (spec section 7). */
export const MEMBER_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

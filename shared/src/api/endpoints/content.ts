import { endpoint } from '../endpoint';

/** Calls of the content domain (spec section 7). */
export const CONTENT_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

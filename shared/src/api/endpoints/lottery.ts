import { endpoint } from '../endpoint';

/** Calls of the lottery domain (spec section 7). */
export const LOTTERY_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

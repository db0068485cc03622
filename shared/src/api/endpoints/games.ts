import { endpoint } from '../endpoint';

/** Calls of the games domain (spec section 7). */
export const GAMES_ENDPOINTS = {} satisfies Record<string, ReturnType<typeof endpoint>>;

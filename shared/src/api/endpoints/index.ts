import { SESSION_ENDPOINTS } from './session';
import { MEMBER_ENDPOINTS } from './member';
import { SYSTEM_ENDPOINTS } from './system';
import { VERIFICATION_ENDPOINTS } from './verification';
import { GAMES_ENDPOINTS } from './games';
import { LOTTERY_ENDPOINTS } from './lottery';
import { WALLET_ENDPOINTS } from './wallet';
import { CONTENT_ENDPOINTS } from './content';
import { AGENT_ENDPOINTS } from './agent';
import { PROTECTION_ENDPOINTS } from './protection';
import DECLARED_JSON from './declared.json';
import type { Endpoint } from '../endpoint';
import type { Declarations } from '../../contract/endpoints';
import type { AnswerOf, BodyOf } from '../../contract/endpoint';

/** The browser's entries of the declared endpoints, typed from their declarations (`Static<>` of the schemas). */
export type DeclaredCatalogue = {
  [K in keyof Declarations]: Endpoint<BodyOf<Declarations[K]>, AnswerOf<Declarations[K]>>;
};

/**
 * The declared endpoints without their schemas (src/contract/endpoints; written by `npm run contract -w
 * @jogo/shared`), so TypeBox never reaches a browser bundle.
 */
const DECLARED = DECLARED_JSON as unknown as DeclaredCatalogue;

/** The one endpoint catalogue: path, method, module id, token flag, encryption (DESIGN.md section 5). */
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...MEMBER_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...GAMES_ENDPOINTS,
  ...LOTTERY_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...PROTECTION_ENDPOINTS,
  ...DECLARED,
};

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
export const ENDPOINTS = DECLARED;

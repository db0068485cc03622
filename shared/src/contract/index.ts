/**
 * The gateway contract as data (node only: TypeBox schemas and the error list). The gateway, dev-proxy, the
 * OpenAPI script and the conformance kit import it at run time; the front end imports only its types.
 */
export * from './errors';
export * from './flags';
export * from './schema';
export * from './endpoint';
export * from './endpoints';
export * from './catalogue';
export * from './market-profiles';
export * from './types';

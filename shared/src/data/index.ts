export { useResource, invalidateResource, clearResourceCache } from './use-resource';
export type { Resource, ResourceOptions } from './use-resource';
export { useAction } from './use-action';
export type { Action } from './use-action';

export type {
  RemoteRouteProps,
  RemoteModule,
  RemoteWidgetModule,
  RemoteRegistryEntry,
  RemoteRegistry,
} from './types';
export { ROUTES_EXPOSE } from './types';
export {
  registerRegistry,
  registryEntries,
  remoteForPath,
  preloadRemoteRoutes,
  loadRemoteModule,
} from './runtime';
export { RemoteView, RemoteFallback } from './remote-view';
export { mountStandalone } from './standalone';

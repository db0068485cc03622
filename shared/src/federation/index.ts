export type {
  RemoteRouteProps,
  RemoteModule,
  RemoteWidgetModule,
  RemoteRegistryEntry,
  RemoteRegistry,
  RouteDecl,
  RouteLayout,
  RouteAccess,
  RemoteDialogProps,
} from './types';
export { ROUTES_EXPOSE } from './types';
export {
  registerRegistry,
  registryEntries,
  remoteForPath,
  routeForPath,
  pageOwner,
  commandOwner,
  preloadRemoteRoutes,
  loadRemoteModule,
  warmRouteRemote,
  AREA_ERROR_EVENT,
  reportAreaError,
} from './runtime';
export { RemoteView, RemoteFallback } from './remote-view';
export { retryableLazy, ChunkBoundary } from './retryable-lazy';
export { mountStandalone, type StandaloneTexts } from './standalone';
export { RemotePage } from './remote-page';
export { LENT_PAGES } from './lent-pages';
export type { LendingRemote, LentPage } from './lent-pages';
export type { RemotePageProps } from './remote-page';
export { APP_LINKS, memberPageHref, agentPageHref, landingOf, agentEntryHref } from './app-links';

import type { ComponentType } from 'react';

/** What the shell passes to a remote's `./routes`: the path prefix it is mounted under. */
export interface RemoteRouteProps {
  basePath: string;
}

/** The module every remote exposes as `./routes`. */
export interface RemoteModule {
  default: ComponentType<RemoteRouteProps>;
}

/** A widget another app shows by id (`mf_wallet/deposit`); props are the widget's own. */
export interface RemoteWidgetModule<P = Record<string, unknown>> {
  default: ComponentType<P>;
}

export const ROUTES_EXPOSE = './routes';

/** One entry of `/remotes.json`. */
export interface RemoteRegistryEntry {
  /** container name, e.g. `mf_lobby` */
  name: string;
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`) */
  entry: string;
  /** where the shell mounts `./routes` */
  basePath: string;
  /** the spec routes this remote owns (DESIGN.md section 1) */
  routes: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

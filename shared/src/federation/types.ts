import type { ComponentType } from 'react';

/** What the shell passes to a remote's `./routes`: the path prefix it is mounted under. */
export interface RemoteRouteProps {
  basePath: string;
}

/** The module every remote exposes as `./routes`. */
export interface RemoteModule {
  default: ComponentType<RemoteRouteProps>;
  /**
   * Optional: loads what the first render of `props` needs (its lazy screen), so the remote's first commit
   * shows the screen instead of a Suspense fallback. RemoteView awaits it before rendering; a failure only
   * means the remote loads the rest itself.
   */
  prepare?: (props: RemoteRouteProps) => Promise<unknown>;
}

/** A widget another app shows by id (`mf_wallet/deposit`); props are the widget's own. */
export interface RemoteWidgetModule<P = Record<string, unknown>> {
  default: ComponentType<P>;
}

export const ROUTES_EXPOSE = './routes';

/** full: header, side menu, footer; game: no side menu; seamless: no side menu, no footer; agent: no header, no footer. */
export type RouteLayout = 'full' | 'game' | 'seamless' | 'agent';
/** guest: anyone; member: a session; real: a session that is not a trial; agent: an agent session. */
export type RouteAccess = 'guest' | 'member' | 'real' | 'agent';

/** A route as its remote declares it in `federation.config.cjs` (declared once). */
export interface RouteDecl {
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
}

/** One entry of `/remotes.json`, generated from the remote's `federation.config.cjs`. */
export interface RemoteRegistryEntry {
  /** container name, e.g. `mf_lobby` */
  name: string;
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`) */
  entry: string;
  /** where the shell mounts `./routes` */
  basePath: string;
  /** the spec routes this remote owns, with their layout and access (DESIGN.md section 1) */
  routes: RouteDecl[];
  /** pages it lends to other apps by name, each exposed as `./<name>` (<RemotePage name="depositv2" />) */
  pages?: string[];
  /** dialogs it owns, each exposed as `./dialog-<name>` */
  dialogs?: string[];
  /** bus commands it answers when mounted (`game:launch`) */
  commands?: string[];
  /** the release it runs (`<version>-<hash>`), null for its dist/ build or an entry pointed elsewhere */
  release?: string | null;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/**
 * What the shell's modal host passes to a dialog a remote owns (declared under `dialogs` in its
 * federation.config.cjs, exposed as `./dialog-<name>`). The host shows one dialog at a time.
 */
export interface RemoteDialogProps {
  /** which of the remote's dialogs */
  name: string;
  /** the request's props */
  props: Record<string, unknown>;
  /** the dialog is done (or dismissed) */
  onClose: () => void;
  /** replace this dialog by another (login → register); the host closes this one first */
  onOpen: (name: string, props?: Record<string, unknown>) => void;
}

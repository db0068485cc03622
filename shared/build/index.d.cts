/** A route a remote declares in its federation.config.cjs (registry.cjs). */
export interface RouteDecl {
  path: string;
  layout: 'full' | 'game' | 'seamless' | 'agent';
  access: 'guest' | 'member' | 'real' | 'agent';
}
export interface RemoteEntry {
  name: string;
  folder: string;
  port: number;
  basePath: string;
  routes: RouteDecl[];
  pages: string[];
  dialogs: string[];
  commands: string[];
}
export declare const REMOTES: RemoteEntry[];
export declare const SHELL: { name: string; folder: string; port: number };
/** The remote folders (registry.cjs); adding a remote is one line there. */
export declare const REMOTE_FOLDERS: string[];
/** Every front-end app folder, shell first. */
export declare const APP_FOLDERS: string[];
export declare const SINGLETONS: string[];
/** The brand's merchant code (shared/src/api/brand.json; the apps read it as BRAND.merchant). */
export declare const MERCHANT: string;
/** Where the UI language is stored, read first to last (shared/src/i18n/storage-keys.json). */
export declare const LANGUAGE_STORAGE_KEYS: readonly [string, string];
export declare function sharedSingletons(options: { host?: boolean; facts: unknown }): Record<string, object>;
export declare function createAppConfig(options: {
  dir: string;
  federation: { name: string; exposes?: Record<string, string> };
}): unknown;
export declare function jestPreset(options: {
  dir: string;
  environment?: 'jsdom' | 'node';
}): Record<string, unknown>;
/** The release each remote runs (`releases/current.json`): `{ mf_lobby: '0.1.0-<hash>' }`; remotes on their dist/ are absent. */
export declare function currentReleases(env?: NodeJS.ProcessEnv): Record<string, string>;
/** The folder of releases: `JOGO_RELEASES_DIR`, else `<repo>/releases`. */
export declare function releasesDir(env?: NodeJS.ProcessEnv): string;
/** The pointer value meaning "the remote's dist/ build". */
export declare const RELEASE_DIST: 'dist';
/** The release each remote runs for one browser (a running canary's for its share of browsers), and whether a canary runs. */
export declare function browserReleases(
  env: NodeJS.ProcessEnv,
  browser: string | null,
): { releases: Record<string, string>; canary: boolean };
/** Decides every running canary from the gateway's vitals (`JOGO_GATEWAY_URL`), rolling back a worse one. */
export declare function checkCanaries(
  env?: NodeJS.ProcessEnv,
): Promise<{ name: string; release: string; decision: string; reasons: string[] }[]>;
/** A browser's place in [0, 100) for a canary of `name` (canary.cjs): it runs the canary below the share. */
export declare function canaryBucket(browser: string, name: string, release: string): number;

export interface RemoteEntry {
  name: string;
  folder: string;
  port: number;
  basePath: string;
  routes: string[];
}
export declare const REMOTES: RemoteEntry[];
export declare const SHELL: { name: string; folder: string; port: number };
export declare const SINGLETONS: string[];
export declare function sharedSingletons(): Record<string, object>;
export declare function createAppConfig(options: {
  dir: string;
  federation: { name: string; exposes?: Record<string, string> };
}): unknown;
export declare function jestPreset(options: {
  dir: string;
  environment?: 'jsdom' | 'node';
}): Record<string, unknown>;

/**
 * The types of the texts, read from the EN locale files by type-only imports: nothing here enters a bundle. The
 * namespaces are the locale folders' (each owner's `locales/en/index.ts`), the one list of them: the keys of `t`
 * are checked against it (each package's `src/i18n/i18next.d.ts`), the tests' RESOURCES read the same folders.
 */

import type { EN } from './locales/en';

/** @jogo/shared's EN texts by namespace: `common` and the shell's. */
export type SharedTexts = typeof EN;

/** The namespace of a key without a `ns:` prefix. */
export type DefaultNamespace = 'common';

/**
 * `t` for a key computed at run time (an error code, a status from the server, a key from the bus or a rule),
 * which the key types cannot check: the named escape from the typed keys, a cast (`t as DynamicT`), no code.
 * Every other call passes a literal key, checked against the EN texts.
 */
export type DynamicT = (key: string, params?: Record<string, unknown>) => string;

/** Any of i18next's `t` functions (whatever its namespaces), as a helper that translates dynamic keys takes it. */
export type AnyT = (...args: never[]) => unknown;

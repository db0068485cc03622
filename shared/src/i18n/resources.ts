/** Both languages' texts of one kind: language → namespace → texts. */
export type Resources = Record<'pt' | 'en', Record<string, object>>;

declare const __JOGO_TEST_TEXTS__: Resources | undefined;

/**
 * Every app's texts in both languages at once (@jogo/shared's and each remote's own, read from their locale
 * folders by the jest preset: shared/build/texts.cjs): for tests and tooling only. A page loads one language at a
 * time, each remote's texts with the remote (see `ensureLanguage` and `addTextSource` in index.ts).
 */
export const RESOURCES: Resources =
  typeof __JOGO_TEST_TEXTS__ === 'undefined' ? { pt: {}, en: {} } : __JOGO_TEST_TEXTS__;

/** The namespaces of every app, as found in their locale folders (STYLE.md section 3: one per owning package). */
export const NAMESPACES: readonly string[] = Object.keys(RESOURCES.pt).sort();

import { startTransition } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation, Trans } from 'react-i18next';
import type { Language } from '../api/client';
import { bus } from '../bus/bus';
import storageKeys from './storage-keys.json';
import type { DefaultNamespace } from './texts';

export const DEFAULT_LANGUAGE: Language = 'PT';
export const SUPPORTED_LANGUAGES: readonly Language[] = ['PT', 'EN'];
/**
 * spec 4: the choice is stored under both keys (`lang` first: it is the one read first). Declared once in
 * storage-keys.json, which dev-proxy's early script reads too (it picks the language before the shell runs).
 */
export const LANGUAGE_STORAGE_KEYS = [storageKeys.primary, storageKeys.legacy] as const;

/** @returns the stored language, or PT. */
export function storedLanguage(): Language {
  try {
    const [primary, legacy] = LANGUAGE_STORAGE_KEYS;
    const v = (localStorage.getItem(primary) ?? localStorage.getItem(legacy))?.toUpperCase();
    return v === 'EN' ? 'EN' : 'PT';
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    for (const k of LANGUAGE_STORAGE_KEYS) localStorage.setItem(k, lang);
  } catch {
    /* storage may be unavailable (private mode): the choice then lasts for this page only */
  }
}

const GLOBAL_KEY = '__JOGO_I18N__';
type WithI18n = typeof globalThis & { [GLOBAL_KEY]?: I18n };

function create(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: storedLanguage().toLowerCase(),
    fallbackLng: false,
    supportedLngs: ['pt', 'en'],
    // no list of namespaces here: each owner's texts register theirs as they arrive (addResourceBundle). The one
    // list is the locale folders, which the key types (texts.ts) and the tests' RESOURCES read
    ns: ['common'],
    defaultNS: 'common' satisfies DefaultNamespace,
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
    // no re-render of each useTranslation from i18next's event (a synchronous store update in React): the
    // language reaches components through I18nextProvider (provider.tsx), in the switch's transition
    react: { useSuspense: false, bindI18n: '' },
  });
  // i18n is the one owner of the language: each change of i18next's language is published on the bus once
  // (data hooks key on `language:changed`; nothing else triggers a reload for a language switch)
  instance.on('languageChanged', publish);
  return instance;
}

const toLanguage = (code: string | undefined): Language =>
  code?.toLowerCase().startsWith('en') ? 'EN' : 'PT';

function publish(code: string): void {
  const lang = toLanguage(code);
  if (bus.current('language:changed') !== lang) bus.emit('language:changed', lang);
}

/** The page's one i18next instance (a federation singleton, guarded by a global like the bus). */
export const i18n: I18n = ((globalThis as WithI18n)[GLOBAL_KEY] ??= create());

/** @returns the language the page shows (the one i18next has) */
export function currentLanguage(): Language {
  return toLanguage(i18n.language);
}

// the language shown from the first render is on the bus too, so a standalone remote (no shell) sends it
publish(i18n.language);

const loading = new Map<Language, Promise<void>>();

/** i18next's addResourceBundle with the options its types leave out (i18next 25: `silent`, `skipCopy`). */
type AddBundle = (
  lng: string,
  ns: string,
  resources: unknown,
  deep: boolean,
  overwrite: boolean,
  options: { silent?: boolean; skipCopy?: boolean },
) => void;

/** One language's texts of one owner: namespace → its tree of texts. */
export type TextBundle = Readonly<Record<string, object>>;
/** Loads one language's texts of an owner (a remote: its `./i18n-<lang>` expose, from its own release). */
export type TextSource = (lang: Language) => Promise<TextBundle>;

function addBundle(lang: Language, bundle: TextBundle): void {
  // no deep copy (skipCopy): the chunk's objects are the texts, nothing writes into them; i18next's copy of
  // every namespace was most of the work of a language's arrival (~35 ms at 4x CPU in one task).
  // overwrite: a remote loaded again from another release brings its own texts
  const add = i18n.addResourceBundle.bind(i18n) as unknown as AddBundle;
  for (const [ns, texts] of Object.entries(bundle))
    add(lang.toLowerCase(), ns, texts, true, true, { skipCopy: true });
}

/** @jogo/shared's own texts (`common` and the shell's namespaces): one chunk per language of the shell. */
function ensureSharedTexts(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang.toLowerCase(), 'common')) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = (
      lang === 'EN' ? import('./locales/en').then((m) => m.EN) : import('./locales/pt').then((m) => m.PT)
    ).then((bundle) => addBundle(lang, bundle));
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

interface Owner {
  load: TextSource;
  loaded: Map<Language, Promise<void>>;
}
/** Each remote's texts, by its name: a remote owns and ships its namespaces (shared/build/texts.cjs). */
const owners = new Map<string, Owner>();

function ensureOwnerTexts(owner: Owner, lang: Language): Promise<void> {
  let p = owner.loaded.get(lang);
  if (!p) {
    p = owner.load(lang).then((bundle) => addBundle(lang, bundle));
    p.catch(() => owner.loaded.delete(lang));
    owner.loaded.set(lang, p);
  }
  return p;
}

/**
 * Declares where the texts of `name` come from (the shell's remote loader calls it for each remote it loads; a
 * standalone remote for itself) and loads the shown language's, which the owner awaits before its first render.
 * Later language switches load that language's texts of every owner declared. `reload` (a retry, another release)
 * forgets what was loaded.
 * @returns a promise that settles once the owner's texts of the shown language are in
 */
export function addTextSource(name: string, load: TextSource, reload = false): Promise<void> {
  let owner = owners.get(name);
  if (!owner || reload) {
    owner = { load, loaded: new Map() };
    owners.set(name, owner);
  }
  return ensureOwnerTexts(owner, currentLanguage());
}

/**
 * Loads one language's texts: @jogo/shared's (one chunk per language: the page never downloads the other one)
 * and those of every remote declared so far (addTextSource). A remote whose texts fail to load does not stop a
 * language switch (its own area then fails on its next load).
 * @returns a promise that settles once @jogo/shared's namespaces of `lang` are in, and each remote's settled
 */
export function ensureLanguage(lang: Language): Promise<void> {
  const shared = ensureSharedTexts(lang);
  if (owners.size === 0) return shared;
  const remotes = [...owners.values()].map((o) => ensureOwnerTexts(o, lang).catch(() => undefined));
  return Promise.all([shared, ...remotes]).then(() => undefined);
}

/** Resolves when the stored language is ready; apps await it before the first render. */
export const i18nReady: Promise<void> = ensureLanguage(storedLanguage());

/**
 * Switches the UI language: stores the choice, loads its texts, changes i18next's language, which publishes
 * `language:changed` once (the shell also tells the server).
 *
 * The change is a React transition: every text and every language-keyed list of the page renders
 * again, which was one long task inside the click (switching to PT, whose texts were loaded: 264 ms at 4x CPU).
 * In a transition the click answers first and React renders the new language in short slices; react-i18next's
 * and the bus's language state (`useLanguage`) both update in it, so no component shows a mix.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await ensureLanguage(lang);
  let changed!: Promise<unknown>;
  startTransition(() => {
    changed = i18n.changeLanguage(lang.toLowerCase());
  });
  await changed;
}

export { useTranslation, Trans };
export { I18nextProvider, type I18nextProviderProps } from './provider';
export type { SharedTexts, DefaultNamespace, DynamicT, AnyT } from './texts';
export type { TFunction } from 'i18next';

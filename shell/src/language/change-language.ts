/**
 * Language (spec 4 "Language change"). The side menu's language selector calls `useChangeLanguage()`
 * (a hook returning `(lang: 'PT' | 'EN') => Promise<void>`) or `changeSiteLanguage(lang)` from this file.
 */
import { useCallback } from 'react';
import { api, ENDPOINTS, type Language } from '@jogo/shared/api';
import { bus, type ReloadTarget } from '@jogo/shared/bus';
import { changeLanguage, storedLanguage } from '@jogo/shared/i18n';

/** What the remotes reload after a language change (spec 4). */
export const LANGUAGE_RELOAD_TARGETS: ReloadTarget[] = ['hotGames', 'winners', 'announcements', 'vendors'];

function markDocument(lang: Language): void {
  document.documentElement.lang = lang === 'EN' ? 'en' : 'pt-BR';
}

/** Boot: the stored choice (`lang`, then `hisLang`), PT by default, published on the bus. */
export function initLanguage(): Language {
  const lang = storedLanguage();
  void changeLanguage(lang);
  markDocument(lang);
  bus.emit('language:changed', lang);
  return lang;
}

/**
 * Stores the choice under `lang` and `hisLang`, switches the UI, tells the server when logged in, emits
 * `language:changed`, then `data:reload-requested` for hot games, winners, announcements and vendors.
 */
export async function changeSiteLanguage(lang: Language): Promise<void> {
  await changeLanguage(lang);
  markDocument(lang);
  bus.emit('language:changed', lang);
  if (bus.current('session:changed').token) {
    try {
      await api().call(ENDPOINTS.updateLanguage, { body: { language: lang } });
    } catch {
      /* the UI already switched; the server keeps the old language until the next change */
    }
  }
  bus.emit('data:reload-requested', { targets: LANGUAGE_RELOAD_TARGETS });
}

/** @returns the function the language selector calls. */
export function useChangeLanguage(): (lang: Language) => Promise<void> {
  return useCallback((lang: Language) => changeSiteLanguage(lang), []);
}

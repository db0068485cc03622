/**
 * Language (spec 4 "Language change"). The side menu's language selector calls `useChangeLanguage()`
 * (a hook returning `(lang: 'PT' | 'EN') => Promise<void>`) or `changeSiteLanguage(lang)` from this file.
 */
import { useCallback } from 'react';
import { api, ENDPOINTS, type Language } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { changeLanguage, currentLanguage } from '@jogo/shared/i18n';

function markDocument(lang: Language): void {
  document.documentElement.lang = lang === 'EN' ? 'en' : 'pt-BR';
}

/**
 * Boot: i18n already shows the stored choice (`lang`, then `hisLang`, PT by default) and has published it on
 * the bus; the document's `lang` follows every change from here on.
 */
export function initLanguage(): Language {
  const lang = currentLanguage();
  markDocument(lang);
  bus.on('language:changed', markDocument);
  return lang;
}

/**
 * Stores the choice under `lang` and `hisLang` and switches i18next (i18n, the one owner of the language,
 * publishes `language:changed` once; the data hooks key on it and reload by themselves, spec 4), then tells
 * the server when logged in.
 */
export async function changeSiteLanguage(lang: Language): Promise<void> {
  await changeLanguage(lang);
  if (bus.current('session:changed').token) {
    try {
      await api().call(ENDPOINTS.updateLanguage, { body: { language: lang } });
    } catch {
      /* the UI already switched; the server keeps the old language until the next change */
    }
  }
}

/** @returns the function the language selector calls. */
export function useChangeLanguage(): (lang: Language) => Promise<void> {
  return useCallback((lang: Language) => changeSiteLanguage(lang), []);
}

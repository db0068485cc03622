/**
 * Language (spec 4 "Language change"). The side menu's language selector calls `useChangeLanguage()`
 * (a hook returning `(lang: 'PT' | 'EN') => Promise<void>`) or `changeSiteLanguage(lang)` from this file.
 */
import { useCallback, useLayoutEffect } from 'react';
import { api, ENDPOINTS, type Language } from '@jogo/shared/api';
import { bus, useLanguage } from '@jogo/shared/bus';
import { changeLanguage, currentLanguage } from '@jogo/shared/i18n';

function markDocument(lang: Language): void {
  document.documentElement.lang = lang === 'EN' ? 'en' : 'pt-BR';
}

/**
 * Boot: i18n already shows the stored choice (`lang`, then `hisLang`, PT by default) and has published it on
 * the bus; the document's `lang` says it from here (`useDocumentLanguage` follows every change).
 */
export function initLanguage(): Language {
  const lang = currentLanguage();
  markDocument(lang);
  return lang;
}

/**
 * Keeps the document's `lang` on the language the page shows. Set in the commit that renders the new texts
 *: a new `lang` on the root restyles and lays out the whole page, which then happened once for the
 * attribute, a frame after the tap, and again when the texts arrived; now it happens once, with the texts.
 */
export function useDocumentLanguage(): void {
  const lang = useLanguage();
  useLayoutEffect(() => markDocument(lang), [lang]);
}

/**
 * Resolves in the task after the next frame: what the current task changed is on the screen by then. A page
 * that draws no frames (a hidden tab) goes on after 100 ms.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Stores the choice under `lang` and `hisLang` and switches i18next (i18n, the one owner of the language,
 * publishes `language:changed` once; the data hooks key on it and reload by themselves, spec 4), then tells
 * the server when logged in.
 */
export async function changeSiteLanguage(lang: Language): Promise<void> {
  // the tap answers first: what it changed at once (the selector's choice) paints before the page
  // renders the new language, which @jogo/shared/i18n then does in a transition
  await afterNextPaint();
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

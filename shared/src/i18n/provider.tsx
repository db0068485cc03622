import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext } from 'react-i18next';

export interface I18nextProviderProps {
  i18n: I18n;
  defaultNS?: string | string[];
  children?: ReactNode;
}

/**
 * Gives the page's i18next instance to every `useTranslation` and `Trans` below it, and renders them again when
 * the language changes, at the priority of that change.
 *
 * react-i18next's own binding re-renders each `useTranslation` through a store subscription, which React always
 * renders synchronously, even inside startTransition: a language switch re-rendered the whole page in one task
 * inside the click (switching to PT: 264 ms at 4x CPU). The instance is created with that binding off
 * (`react.bindI18n: ''`, index.ts); instead this provider keeps the language in React state and gives its
 * consumers a new context value when it changes. `changeLanguage` switches inside a transition, so the texts
 * render in short slices after the click has answered. Every tree that shows texts renders under it: the shell's
 * app, a remote's standalone mount, `renderWithProviders`.
 */
export function I18nextProvider({ i18n, defaultNS, children }: I18nextProviderProps) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const follow = (lng: string) => setLanguage(lng);
    i18n.on('languageChanged', follow);
    // a switch between the first render and this effect
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  // a new value for each language: React re-renders every consumer, memoised or not
  const value = useMemo(() => ({ i18n, defaultNS, language }), [i18n, defaultNS, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

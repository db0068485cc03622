import { useEffect, useState } from 'react';
import type { Language } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { ensureLanguage, useTranslation } from '@jogo/shared/i18n';
import { Icon } from '../layout/icons';
import { useChangeLanguage } from '../language/change-language';
import styles from './language-selector.module.css';

const LANGUAGES: readonly Language[] = ['PT', 'EN'];

/** Loads the other language's texts, without switching (a failed load is tried again by the switch itself). */
function warmOther(current: Language): void {
  ensureLanguage(current === 'PT' ? 'EN' : 'PT').catch(() => undefined);
}

/**
 * PT / EN switch of the side menu (spec 2); the shell's language logic stores and broadcasts the choice.
 *
 * No slow tap: the button asked for shows as chosen at once and the page renders the new language in a
 * transition after it (`changeLanguage` of @jogo/shared/i18n), so the tap answers before the page has re-rendered.
 * The other language's texts load when the selector comes into use (`warm`: the phone drawer opened; a pointer or
 * the focus on it), so the switch does not wait for them either.
 */
export function LanguageSelector({ compact = false, warm = false }: { compact?: boolean; warm?: boolean }) {
  const { t } = useTranslation('shell');
  const current = useLanguage();
  const change = useChangeLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const shown = pending ?? current;

  useEffect(() => {
    if (!warm) return undefined;
    // after the drawer's own frames: the texts are a script to run
    const timer = setTimeout(() => warmOther(current), 300);
    return () => clearTimeout(timer);
  }, [warm, current]);

  const pick = async (lang: Language) => {
    if (lang === current || pending) return;
    setPending(lang);
    try {
      await change(lang);
    } finally {
      setPending(null);
    }
  };
  return (
    <div
      className={`${styles.root} ${compact ? styles.compact : ''}`}
      role="group"
      aria-label={t('side.language')}
      aria-busy={pending !== null}
      onPointerEnter={() => warmOther(current)}
      onFocus={() => warmOther(current)}
    >
      <Icon name="globe" size={18} className={styles.globe} />
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'PT' ? 'pt-BR' : 'en'}
          className={`${styles.option} ${lang === shown ? styles.selected : ''}`}
          aria-pressed={lang === shown}
          // the name starts with the visible code (WCAG 2.5.3 label in name): "PT Português"
          aria-label={`${lang} ${t(`side.languages.${lang}`)}`}
          disabled={pending !== null}
          onClick={() => void pick(lang)}
        >
          {lang}
        </button>
      ))}
    </div>
  );
}

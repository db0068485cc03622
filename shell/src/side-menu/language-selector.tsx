import { useState } from 'react';
import type { Language } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Icon } from '../layout/icons';
import { useChangeLanguage } from '../language/change-language';
import styles from './language-selector.module.css';

const LANGUAGES: readonly Language[] = ['PT', 'EN'];

/** PT / EN switch of the side menu (spec 2); the shell's language logic stores and broadcasts the choice. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const current = useLanguage();
  const change = useChangeLanguage();
  const [busy, setBusy] = useState(false);
  const pick = async (lang: Language) => {
    if (lang === current || busy) return;
    setBusy(true);
    try {
      await change(lang);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={`${styles.root} ${compact ? styles.compact : ''}`}
      role="group"
      aria-label={t('side.language')}
    >
      <Icon name="globe" size={18} className={styles.globe} />
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'PT' ? 'pt-BR' : 'en'}
          className={`${styles.option} ${lang === current ? styles.selected : ''}`}
          aria-pressed={lang === current}
          // the name starts with the visible code (WCAG 2.5.3 label in name): "PT Português"
          aria-label={`${lang} ${t(`side.languages.${lang}`)}`}
          disabled={busy}
          onClick={() => void pick(lang)}
        >
          {lang}
        </button>
      ))}
    </div>
  );
}

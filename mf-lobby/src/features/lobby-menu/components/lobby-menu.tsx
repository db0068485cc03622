import { memo } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import type { MenuEntry } from '../model/lobby-menu';
import styles from './lobby-menu.module.css';

export interface LobbyMenuProps {
  entries: MenuEntry[];
  /** the selected menu key (HOT by default) */
  active: string;
  onChoose: (entry: MenuEntry) => void;
}

/**
 * The lobby side menu of the home page (spec 2): a column beside the sections on wide screens, a row of
 * chips that scrolls sideways on phones. The selected entry is marked with aria-current.
 */
export const LobbyMenu = memo(function LobbyMenu({ entries, active, onChoose }: LobbyMenuProps) {
  const { t } = useTranslation('lobby');
  return (
    <nav className={styles.menu} aria-label={t('home.menu.label')}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const on = entry.key === active;
          return (
            <li key={entry.key}>
              <button
                type="button"
                className={`${styles.entry} ${on ? styles.on : ''}`}
                aria-current={on ? 'true' : undefined}
                onClick={() => onChoose(entry)}
              >
                <span className={styles.marker} aria-hidden="true" />
                <span className={styles.label}>{t(`home.menu.${entry.key}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

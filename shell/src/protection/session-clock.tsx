import { useProtection } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { formatElapsed } from './session-time';
import { useElapsed } from './use-elapsed';
import styles from './protection.module.css';

/**
 * The header's session clock: the time since this session logged in, h:mm:ss, always visible
 * while a member is logged in (from the login time the gateway gives; nothing for guests and trial).
 */
export function SessionClock() {
  const { t } = useTranslation('shell');
  const state = useProtection();
  const elapsed = useElapsed(state?.session.loginAt);
  if (elapsed === null) return null;
  const time = formatElapsed(elapsed);
  return (
    <span className={styles.clock} role="timer" aria-label={t('protection.clock.label', { time })}>
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span className={styles.clockTime}>{time}</span>
    </span>
  );
}

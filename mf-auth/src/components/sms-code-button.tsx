import { useTranslation } from '@jogo/shared/i18n';
import type { SmsCode } from './use-sms-code';
import styles from './auth.module.css';

/** The "send code" button inside the code field: active, sending, or counting down. */
export function SmsCodeButton({ sms }: { sms: SmsCode }) {
  const { t } = useTranslation('auth');
  const label =
    sms.phase === 'sending'
      ? t('sms.sending')
      : sms.phase === 'counting'
        ? t('sms.resend', { seconds: sms.remaining })
        : t('sms.send');
  return (
    <button
      type="button"
      className={styles.smsButton}
      disabled={sms.phase !== 'idle'}
      aria-live="polite"
      onClick={() => void sms.request()}
    >
      {label}
    </button>
  );
}

import { Field } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import type { CaptchaState } from './use-captcha';
import styles from './auth.module.css';

/** The captcha input with its image; clicking the image asks for a new one. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={t('captcha.label')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      className={styles.shrink}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={captcha.reload}
          aria-label={t('captcha.refresh')}
        >
          {captcha.src && !captcha.loading ? (
            <img src={captcha.src} alt={t('captcha.image')} />
          ) : (
            <span className={styles.muted} aria-live="polite">
              {captcha.failed ? '↻' : t('captcha.loading')}
            </span>
          )}
        </button>
      }
    />
  );
}

import { useState } from 'react';
import { Field, type FieldProps } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import styles from './auth.module.css';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A password input with its own visibility toggle. Each instance keeps its own state, so the password and its
 * confirmation toggle independently (spec 2).
 */
export function PasswordField({
  confirm = false,
  ...props
}: Omit<FieldProps, 'type' | 'trailing'> & { confirm?: boolean }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const label = confirm
    ? visible
      ? t('password.hideConfirm')
      : t('password.showConfirm')
    : visible
      ? t('password.hide')
      : t('password.show');
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={label}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

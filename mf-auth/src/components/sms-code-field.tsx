import { Field } from '@jogo/shared/ui';
import { SmsCodeButton } from './sms-code-button';
import type { SmsCode } from './use-sms-code';
import styles from './auth.module.css';

/**
 * The SMS code input with its send button (login by SMS, reset by phone). The code is not trimmed
 * (spec 5: every input but the SMS code is).
 */
export function SmsCodeField({
  label,
  value,
  onChange,
  error,
  sms,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  sms: SmsCode;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      className={styles.shrink}
      trailing={<SmsCodeButton sms={sms} />}
    />
  );
}

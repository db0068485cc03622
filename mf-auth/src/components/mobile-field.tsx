import type { CountryCode } from '@jogo/shared/api';
import { Field } from '@jogo/shared/ui';
import type { MobileBounds } from '@jogo/shared/validation';
import { CountryCodePicker } from './country-code-picker';
import styles from './auth.module.css';

/** The national-number bounds of a country, or the gateway's generic ones before the list arrives. */
export const boundsOf = (country: CountryCode | null): MobileBounds =>
  country ? { min: country.mobileMinLength, max: country.mobileMaxLength } : { min: 6, max: 15 };

/** A mobile-number input with the country-code picker in front. */
export function MobileField({
  label,
  value,
  onChange,
  error,
  initialDialCode,
  onCountry,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  initialDialCode?: string | null;
  onCountry: (c: CountryCode) => void;
  autoFocus?: boolean;
}) {
  return (
    <Field
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={autoFocus}
      className={styles.shrink}
      leading={<CountryCodePicker initial={initialDialCode} onChange={onCountry} />}
    />
  );
}

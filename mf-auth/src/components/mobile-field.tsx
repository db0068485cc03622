import type { CountryCode } from '@jogo/shared/api';
import { Field } from '@jogo/shared/ui';
import { usePhoneLib, type MobileBounds } from '@jogo/shared/validation';
import { CountryCodePicker } from './country-code-picker';
import styles from './auth.module.css';

/**
 * The national-number bounds of a country, or the gateway's generic ones before the list arrives, with its
 * dialing code: `mobileRule` then checks the number by the country's numbering plan (real area codes,
 * Brazil's leading 9, no landlines; libphonenumber-js, loaded by the field below).
 */
export const boundsOf = (country: CountryCode | null): MobileBounds =>
  country
    ? { min: country.mobileMinLength, max: country.mobileMaxLength, dialingCode: country.countryDialingCode }
    : { min: 6, max: 15 };

/**
 * A mobile-number input with the country-code picker in front. It loads the phone-number library (its own
 * chunk, so pages without a phone field never carry it).
 */
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
  usePhoneLib();
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

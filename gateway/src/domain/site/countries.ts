import type { CountryCode } from '@jogo/shared/api';

/**
 * Dialing codes offered by the country picker. Brazil is the operator's home market, so it comes first
 * and is the default; the rest are sorted by name. Mobile lengths are those of national numbers.
 */
export const COUNTRY_CODES: readonly CountryCode[] = [
  {
    countryCode: 'BR',
    countryDialingCode: '55',
    name: 'Brasil',
    flag: '🇧🇷',
    mobileMinLength: 10,
    mobileMaxLength: 11,
  },
  {
    countryCode: 'AR',
    countryDialingCode: '54',
    name: 'Argentina',
    flag: '🇦🇷',
    mobileMinLength: 10,
    mobileMaxLength: 11,
  },
  {
    countryCode: 'BO',
    countryDialingCode: '591',
    name: 'Bolivia',
    flag: '🇧🇴',
    mobileMinLength: 8,
    mobileMaxLength: 8,
  },
  {
    countryCode: 'CL',
    countryDialingCode: '56',
    name: 'Chile',
    flag: '🇨🇱',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'CO',
    countryDialingCode: '57',
    name: 'Colombia',
    flag: '🇨🇴',
    mobileMinLength: 10,
    mobileMaxLength: 10,
  },
  {
    countryCode: 'ES',
    countryDialingCode: '34',
    name: 'España',
    flag: '🇪🇸',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'MX',
    countryDialingCode: '52',
    name: 'México',
    flag: '🇲🇽',
    mobileMinLength: 10,
    mobileMaxLength: 10,
  },
  {
    countryCode: 'MZ',
    countryDialingCode: '258',
    name: 'Moçambique',
    flag: '🇲🇿',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'AO',
    countryDialingCode: '244',
    name: 'Angola',
    flag: '🇦🇴',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'PY',
    countryDialingCode: '595',
    name: 'Paraguay',
    flag: '🇵🇾',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'PE',
    countryDialingCode: '51',
    name: 'Perú',
    flag: '🇵🇪',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'PT',
    countryDialingCode: '351',
    name: 'Portugal',
    flag: '🇵🇹',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'GB',
    countryDialingCode: '44',
    name: 'United Kingdom',
    flag: '🇬🇧',
    mobileMinLength: 10,
    mobileMaxLength: 10,
  },
  {
    countryCode: 'US',
    countryDialingCode: '1',
    name: 'United States',
    flag: '🇺🇸',
    mobileMinLength: 10,
    mobileMaxLength: 10,
  },
  {
    countryCode: 'UY',
    countryDialingCode: '598',
    name: 'Uruguay',
    flag: '🇺🇾',
    mobileMinLength: 8,
    mobileMaxLength: 8,
  },
];

export const DEFAULT_DIALING_CODE = '55';

/** @returns the country of a dialing code, or undefined when we do not serve it */
export const countryByDialingCode = (code: string) =>
  COUNTRY_CODES.find((c) => c.countryDialingCode === code);

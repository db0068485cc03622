import { api, ENDPOINTS, type CountryCode } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

/** The country list of the gateway (GET /wps/system/countryCodes), fetched once per page and language. */
export function useCountryCodes(): { countries: CountryCode[] | null; failed: boolean } {
  const list = useResource(
    'auth/country-codes',
    (signal) => api().call<CountryCode[]>(ENDPOINTS.countryCodes, { signal }),
    { cache: 'session', revalidate: false },
  );
  return { countries: list.data ?? null, failed: list.error !== null };
}

/** Brazil: the operator's home market and the fallback of spec 2. */
export const FALLBACK_DIALING_CODE = '55';

/**
 * Spec 2: start on the given dialing code if the list has it, otherwise the visitor's current country, otherwise 55.
 */
export function initialCountry(
  list: CountryCode[],
  given: string | null | undefined,
  currentCountry: string | null | undefined,
) {
  return (
    list.find((c) => c.countryDialingCode === given?.replace(/^\+/, '')) ??
    list.find((c) => c.countryCode === currentCountry) ??
    list.find((c) => c.countryDialingCode === FALLBACK_DIALING_CODE) ??
    list[0]
  );
}

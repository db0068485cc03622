import { useEffect, useState } from 'react';
import { api, ENDPOINTS, type CountryCode } from '@jogo/shared/api';

let cache: Promise<CountryCode[]> | null = null;

/** Tests only: forget the cached list. */
export function resetCountryCodes(): void {
  cache = null;
}

/** The country list of the gateway (GET /wps/system/countryCodes), fetched once per page. */
export function useCountryCodes(): { countries: CountryCode[] | null; failed: boolean } {
  const [countries, setCountries] = useState<CountryCode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    cache ??= api().call<CountryCode[]>(ENDPOINTS.countryCodes);
    cache
      .then((list) => alive && setCountries(list))
      .catch(() => {
        cache = null;
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, []);
  return { countries, failed };
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

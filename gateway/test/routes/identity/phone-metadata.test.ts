import full from 'libphonenumber-js/metadata.mobile.json';
import shipped from '../../../../shared/src/validation/phone-metadata.json';
import { checkMobile } from '@jogo/shared/validation-core';
import { phoneLib } from '../../../../shared/src/validation/phone-lib';
import { COUNTRY_CODES } from '../../../src/domain/site/countries';
import { PHONE_LIB } from '../../../src/domain/identity/verification/common';

/**
 * The browser checks phones with the mobile metadata of the picker's countries only
 * (shared/src/validation/phone-metadata.json); the gateway with the library's full mobile metadata. This keeps
 * the two the same: the file must be exactly the installed library's data for the gateway's country list
 * (regenerate with `node shared/scripts/phone-metadata.mjs`), and both answer alike.
 */
describe('phone metadata of the browser', () => {
  it('is the installed library’s mobile metadata for every country of the picker', () => {
    const countries = COUNTRY_CODES.map((c) => c.countryCode);
    const codes: Record<string, string[]> = {};
    for (const [code, list] of Object.entries(full.country_calling_codes)) {
      const l = (list as string[]).filter((c) => countries.includes(c));
      if (l.length) codes[code] = l;
    }
    const byCountry = Object.fromEntries(
      [...countries].sort().map((c) => [c, (full.countries as Record<string, unknown>)[c]]),
    );
    expect(shipped).toEqual({ version: full.version, country_calling_codes: codes, countries: byCountry });
  });

  it('answers as the gateway does', () => {
    for (const [n, dial] of [
      ['11987650001', '55'],
      ['(21) 91234-5678', '55'],
      ['23987654321', '55'],
      ['1132345678', '55'],
      ['00000000000', '55'],
      ['912345678', '351'],
      ['7400123456', '44'],
    ] as const)
      expect([n, checkMobile(phoneLib, n, dial)]).toEqual([n, checkMobile(PHONE_LIB, n, dial)]);
  });
});

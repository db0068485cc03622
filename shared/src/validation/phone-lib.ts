import { parsePhoneNumberFromString as parse, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';
import type { PhoneLib } from './phone';

/**
 * The browser's phone-number library: libphonenumber-js's core with the MOBILE metadata of the countries the
 * country picker offers only (phone-metadata.json, written by shared/scripts/phone-metadata.mjs from the
 * installed library; a gateway test keeps the two equal). Loaded with a dynamic import (`loadPhoneLib`), so
 * it is its own small chunk that only phone forms fetch.
 */
export const phoneLib: PhoneLib = {
  parsePhoneNumberFromString: (text, options) =>
    parse(text, options ?? {}, metadata as unknown as MetadataJson),
};

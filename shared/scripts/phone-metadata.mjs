// Writes shared/src/validation/phone-metadata.json: libphonenumber-js's MOBILE metadata cut down to the
// countries of the gateway's country picker (gateway/src/domain/site/countries.ts), so the browser's phone
// chunk carries ~11 KB of numbering plans instead of ~100 KB. Run after upgrading libphonenumber-js or
// changing the country list: `node shared/scripts/phone-metadata.mjs`. A gateway test fails when the file
// and the installed library (or the list) disagree.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

/** The subset of a metadata JSON for some countries (ISO codes). */
export function phoneMetadataFor(metadata, countries) {
  const keep = new Set(countries);
  const sub = { version: metadata.version, country_calling_codes: {}, countries: {} };
  for (const [code, list] of Object.entries(metadata.country_calling_codes)) {
    const l = list.filter((c) => keep.has(c));
    if (l.length) sub.country_calling_codes[code] = l;
  }
  for (const c of [...keep].sort()) if (metadata.countries[c]) sub.countries[c] = metadata.countries[c];
  return sub;
}

/** The ISO codes of the gateway's country picker. */
export function pickerCountries() {
  const src = fs.readFileSync(path.join(root, 'gateway', 'src', 'domain', 'site', 'countries.ts'), 'utf8');
  return [...src.matchAll(/countryCode: '([A-Z]{2})'/g)].map((m) => m[1]);
}

if (process.argv[1] === import.meta.filename) {
  const metadata = require('libphonenumber-js/metadata.mobile.json');
  const out = path.join(root, 'shared', 'src', 'validation', 'phone-metadata.json');
  fs.writeFileSync(out, `${JSON.stringify(phoneMetadataFor(metadata, pickerCountries()))}\n`);
  console.log(`wrote ${path.relative(root, out)}`);
}

// The typed list of the pages each remote lends by name (federation.config.cjs `pages`), written from the
// registry to shared/src/federation/lent-pages.ts so a page name in the front end is a type, never a bare
// string. `node shared/build/lent-pages.cjs` rewrites it; shared/test/lent-pages.test.ts fails when it is stale.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./registry.cjs');

const FILE = path.join(__dirname, '..', 'src', 'federation', 'lent-pages.ts');

/** @returns the source of lent-pages.ts for the registry as it is */
function lentPagesSource() {
  const lines = REMOTES.filter((r) => r.pages.length > 0).map(
    (r) => `  ${r.name}: [${r.pages.map((p) => `'${p}'`).join(', ')}],`,
  );
  return [
    "// Written by shared/build/lent-pages.cjs from each remote's federation.config.cjs `pages`: do not edit.",
    '',
    '/** The pages each remote lends by name (<RemotePage name="depositv2" />), in the order it declares them. */',
    'export const LENT_PAGES = {',
    ...lines,
    '} as const;',
    '',
    '/** A remote that lends pages, by its container name. */',
    'export type LendingRemote = keyof typeof LENT_PAGES;',
    '/** A page name lent by a remote (any remote when none is named). */',
    'export type LentPage<R extends LendingRemote = LendingRemote> = (typeof LENT_PAGES)[R][number];',
    '',
  ].join('\n');
}

if (require.main === module) fs.writeFileSync(FILE, lentPagesSource());

module.exports = { FILE, lentPagesSource };

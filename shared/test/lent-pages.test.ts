import fs from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const { FILE, lentPagesSource } = require('../build/lent-pages.cjs') as {
  FILE: string;
  lentPagesSource: () => string;
};

it('the typed list of lent pages is the registry as it is (node shared/build/lent-pages.cjs rewrites it)', () => {
  expect(fs.readFileSync(FILE, 'utf8')).toBe(lentPagesSource());
});

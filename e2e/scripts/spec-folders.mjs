// The e2e folders follow the registry (no app list is written by hand in e2e). Every front-end app of
// shared/build/registry.cjs (APP_FOLDERS) has its folder under tests/ with at least one spec, and every folder
// under tests/ is an app's or one of the cross-cutting suites below. Run by run-e2e.mjs before the suite, and
// alone with `npm run check:folders -w @jogo/e2e`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APP_FOLDERS } = require('../../shared/build/registry.cjs');
const TESTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests');

/** Suites that are no app's: they cross every app. */
export const CROSS_CUTTING = {
  a11y: 'axe on every route and dialog',
  foundation: 'federation: singletons, one remote down, independent deploys',
  journeys: 'user journeys across several apps',
  layout: "the frame every page shares (the shell's layout)",
  player: "the Brazilian player's journeys under the BR market's rules, in PT and EN",
  security: "dev-proxy's and the gateway's promises",
};

/** An app's e2e folder: its folder without the `mf-` prefix and the `-centre` suffix (mf-member-centre: member). */
export const specFolderOf = (appFolder) => appFolder.replace(/^mf-/, '').replace(/-centre$/, '');

/** @returns what does not follow the rule, one sentence each (empty when all is well) */
export function specFolderProblems(testsDir = TESTS, apps = APP_FOLDERS) {
  const problems = [];
  const folders = fs
    .readdirSync(testsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const expected = new Map(apps.map((a) => [specFolderOf(a), a]));
  for (const [folder, app] of expected) {
    const dir = path.join(testsDir, folder);
    if (!fs.existsSync(dir)) problems.push(`${app} has no e2e folder tests/${folder}/`);
    else if (!fs.readdirSync(dir).some((f) => f.endsWith('.spec.ts')))
      problems.push(`tests/${folder}/ (${app}) has no *.spec.ts`);
  }
  for (const folder of folders) {
    if (!expected.has(folder) && !(folder in CROSS_CUTTING))
      problems.push(
        `tests/${folder}/ belongs to no app of shared/build/registry.cjs and is not a cross-cutting suite (${Object.keys(CROSS_CUTTING).join(', ')})`,
      );
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = specFolderProblems();
  for (const p of problems) console.error(`e2e folders: ${p}`);
  if (problems.length === 0) console.log(`e2e folders follow the registry (${APP_FOLDERS.length} apps)`);
  process.exit(problems.length ? 1 : 0);
}

// The e2e suite in two runs: the main project in parallel, then the 'isolated' project alone (its specs
// change state every page sees). Both always run; the exit code fails if either failed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { specFolderProblems } from './spec-folders.mjs';

// the spec folders follow the registry: a missing or stray app folder fails before any browser starts
const problems = specFolderProblems();
for (const p of problems) console.error(`e2e folders: ${p}`);
if (problems.length) process.exit(1);

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const extra = process.argv.slice(2);
let code = 0;
for (const [project, workers] of [
  ['main', process.env.E2E_WORKERS ?? '2'],
  ['isolated', '1'],
]) {
  const r = spawnSync(
    process.execPath,
    [cli, 'test', `--project=${project}`, `--workers=${workers}`, ...extra],
    {
      stdio: 'inherit',
      env: { ...process.env, E2E_RUN: project },
    },
  );
  if (r.status !== 0) code = r.status ?? 1;
}
process.exit(code);

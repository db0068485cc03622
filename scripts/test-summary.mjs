// The closing line of the test command: jest's and Playwright's counts added up, as 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', '.test-results');
const read = (f) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return null;
  }
};
// jest.json: every package on the embedded engine (SQLite); jest-postgres.json: the gateway suite again on PostgreSQL
const jestRuns = ['jest.json', 'jest-postgres.json'].map(read).filter(Boolean);
const jest = jestRuns.length
  ? jestRuns.reduce((a, b) => ({
      numPassedTests: a.numPassedTests + b.numPassedTests,
      numFailedTests: a.numFailedTests + b.numFailedTests,
      numPendingTests: a.numPendingTests + b.numPendingTests,
      success: a.success && b.success,
    }))
  : null;
const pg = read('jest-postgres.json');
const e2eFiles = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^e2e-.*\.json$/.test(f)) : [];
const e2e = e2eFiles.length
  ? e2eFiles.map(read).reduce((a, b) => ({
      passed: a.passed + b.passed,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped,
    }))
  : null;
const passed = (jest?.numPassedTests ?? 0) + (e2e?.passed ?? 0);
const failed =
  (jest?.numFailedTests ?? 0) + (e2e?.failed ?? 0) + (jest && !jest.success && !jest.numFailedTests ? 1 : 0);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.skipped ?? 0);
console.log(
  `unit: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'not run'} (gateway on PostgreSQL: ${pg ? `${pg.numPassedTests} passed, ${pg.numFailedTests} failed` : 'not run'}); e2e: ${e2e ? `${e2e.passed} passed, ${e2e.failed} failed` : 'not run'}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

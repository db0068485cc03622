// `npm run db:pg-sql -w @jogo/gateway`: writes the PostgreSQL of every migration (src/db/migrations) that has no
// hand-written `NNN.do.<what>.pg.sql`, as `NNN.do.<what>.pg.generated.sql` beside it, and removes generated files
// whose migration is gone or now has a hand-written twin. Run it after writing or changing a migration, and commit
// what it writes: PostgreSQL applies those files as they are (src/db/README.md "Adding a migration").
// `--check` writes nothing and fails when a file differs (the test src/db/postgres/pg-files.test.ts does the same).
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_SUFFIX, MIGRATIONS_DIR } from '../src/db/migration-files';
import { generatedPostgresFiles, stalePostgresFiles } from '../src/db/postgres/ddl';

/** @returns the files written or removed (or, with `check`, those that would be) */
export function writePostgresFiles(dir: string = MIGRATIONS_DIR, check = false): string[] {
  const stale = stalePostgresFiles(dir);
  if (check) return stale;
  const expected = generatedPostgresFiles(dir);
  for (const f of stale) {
    const sql = expected.get(f);
    if (sql === undefined) fs.rmSync(path.join(dir, f));
    else fs.writeFileSync(path.join(dir, f), sql);
  }
  return stale;
}

if (require.main === module) {
  const check = process.argv.includes('--check');
  const changed = writePostgresFiles(MIGRATIONS_DIR, check);
  const count = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(GENERATED_SUFFIX)).length;
  if (check && changed.length) {
    process.stderr.write(`out of date (run npm run db:pg-sql -w @jogo/gateway): ${changed.join(', ')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    changed.length
      ? `${check ? 'would write' : 'wrote'} ${changed.join(', ')}\n`
      : `${count} generated files up to date\n`,
  );
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * The migration files (README.md "Migrations"). One folder, three kinds of file per version:
 * - `NNN.do.<what>.sql`: the migration, written for SQLite, the source of both engines' schema;
 * - `NNN.do.<what>.pg.generated.sql`: its PostgreSQL, written by `npm run db:pg-sql -w @jogo/gateway`
 *   (gateway/scripts/pg-sql.ts, over the translator postgres/ddl.ts); checked in, never edited by hand;
 * - `NNN.do.<what>.pg.sql`: its PostgreSQL written by hand, where a translation would be wrong (the daily
 *   figures' triggers, notifications, the Dice round): no generated file is then written for that version.
 * PostgreSQL applies the checked-in files as they are; nothing is translated at start-up.
 */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** The suffix of a PostgreSQL file written by the generator. */
export const GENERATED_SUFFIX = '.pg.generated.sql';
/** The suffix of a PostgreSQL file written by hand. */
export const HAND_WRITTEN_SUFFIX = '.pg.sql';

/** Whether `file` is a SQLite migration, `NNN.do.<what>.sql` (`<what>` has no dot). */
export const isSqliteMigration = (file: string): boolean => /^\d{3}\.do\.[^.]+\.sql$/.test(file);

/** The PostgreSQL file names of a SQLite migration's name. */
export const generatedName = (sqliteName: string): string => sqliteName.replace(/\.sql$/, GENERATED_SUFFIX);
export const handWrittenName = (sqliteName: string): string =>
  sqliteName.replace(/\.sql$/, HAND_WRITTEN_SUFFIX);

/** One migration as one engine runs it. */
export interface Migration {
  version: number;
  /** the SQLite file's name, `NNN.do.<what>.sql` (the same version and name on both engines) */
  name: string;
  sql: string;
}

/** One migration as PostgreSQL runs it. */
export interface PostgresMigration extends Migration {
  /** `hand-written`: read from `NNN.do.<what>.pg.sql`; `generated`: from `NNN.do.<what>.pg.generated.sql` */
  source: 'hand-written' | 'generated';
  /** the file the SQL was read from */
  file: string;
}

/** The SQLite migrations of `dir`, in version order; each runs once, in order, inside one transaction. */
export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter(isSqliteMigration)
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f,
      sql: fs.readFileSync(path.join(dir, f), 'utf8'),
    }));
}

/**
 * Every migration of `dir` in order, for PostgreSQL: the hand-written `.pg.sql` when there is one, else the
 * generated `.pg.generated.sql`.
 * @returns the migrations; throws on a migration with no PostgreSQL file (regenerate), with both kinds, or on a
 *   PostgreSQL file without its SQLite migration (a typo would silently never apply).
 */
export function postgresMigrations(dir: string = MIGRATIONS_DIR): PostgresMigration[] {
  const files = fs.readdirSync(dir);
  const sqlite = files.filter(isSqliteMigration).sort();
  for (const f of files) {
    const suffix = [GENERATED_SUFFIX, HAND_WRITTEN_SUFFIX].find((s) => f.endsWith(s));
    if (suffix && !sqlite.includes(f.slice(0, -suffix.length) + '.sql'))
      throw new Error(`${f}: no SQLite migration ${f.slice(0, -suffix.length)}.sql beside it`);
  }
  return sqlite.map((name) => {
    const hand = handWrittenName(name);
    const generated = generatedName(name);
    const hasHand = files.includes(hand);
    const hasGenerated = files.includes(generated);
    if (hasHand && hasGenerated)
      throw new Error(`${name}: both ${hand} and ${generated}; run npm run db:pg-sql -w @jogo/gateway`);
    if (!hasHand && !hasGenerated)
      throw new Error(`${name}: no PostgreSQL file beside it; run npm run db:pg-sql -w @jogo/gateway`);
    const file = hasHand ? hand : generated;
    return {
      version: Number(name.slice(0, 3)),
      name,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
      source: hasHand ? 'hand-written' : 'generated',
      file,
    };
  });
}

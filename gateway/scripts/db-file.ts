import { DEFAULT_DB } from '../src/server';

/**
 * The database the gateway uses, as `npm start` chooses it: `DATABASE_URL` (a `postgres://` URL), else
 * `JOGO_DB` (a SQLite file), else gateway/data/jogo.db.
 */
export function configuredDbFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || env.JOGO_DB || DEFAULT_DB;
}

/**
 * A database target as the scripts print it: a file path as it is, a URL without its password.
 * @example shownTarget('postgres://jogo:secret@127.0.0.1:5432/jogo') // 'postgres://jogo:***@127.0.0.1:5432/jogo'
 */
export function shownTarget(target: string): string {
  if (!/^[a-z]+:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return target.replace(/:[^:@/]*@/, ':***@');
  }
}

/** Runs a command-line step; a failure is printed and exits non-zero (STYLE.md section 10). */
export function runCli(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    });
}

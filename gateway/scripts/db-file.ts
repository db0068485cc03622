import { DEFAULT_DB } from '../src/server';

/** The database the gateway uses: `JOGO_DB`, else gateway/data/jogo.db (as `npm start` does). */
export function configuredDbFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.JOGO_DB || DEFAULT_DB;
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

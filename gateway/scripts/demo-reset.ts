// `npm run demo:reset` (root) / `npm run db:reset -w @jogo/gateway`: throws the demo database away and seeds the
// demo world again as of now (stop `npm start` first). SQLite only: a PostgreSQL database (DATABASE_URL) is the
// operator's to drop; the script says so and leaves it.
import fs from 'node:fs';
import { configuredDbFile, runCli, shownTarget } from './db-file';
import { seedFile } from './seed';

/** Removes a SQLite file and its WAL and shared-memory files, then seeds a fresh demo world in it. */
export async function resetDemo(target: string): Promise<void> {
  if (/^postgres(ql)?:\/\//i.test(target))
    throw new Error(
      `${shownTarget(target)}: demo:reset does not drop PostgreSQL databases; drop and create it, then run npm run db:seed -w @jogo/gateway`,
    );
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  await seedFile(target);
}

if (require.main === module)
  runCli(async () => {
    const target = configuredDbFile();
    await resetDemo(target);
    process.stdout.write(`${shownTarget(target)}: the demo world is seeded again as of now\n`);
  });

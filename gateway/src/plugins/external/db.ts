import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../../db/open-db';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * The database (`app.db`): a SQLite file, or PostgreSQL when `dbFile` is a `postgres://` URL; opened, migrated
 * and, unless `seed: false`, seeded (as of `seedNow`, default now); closed with the app.
 */
export default fp<{ dbFile: string; seed?: boolean; seedNow?: number }>(
  async (app, opts) => {
    const db = openDatabase(opts.dbFile);
    await migrate(db);
    if (opts.seed !== false) await seed(db, { now: opts.seedNow });
    app.decorate('db', db);
    app.addHook('onClose', async () => await db.close());
  },
  { name: 'db' },
);

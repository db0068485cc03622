import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db/open-db';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The SQLite database (`app.db`): opened, migrated and, unless `seed: false`, seeded; closed with the app. */
export default fp<{ dbFile: string; seed?: boolean }>(
  async (app, opts) => {
    const db = openDb(opts.dbFile);
    migrate(db);
    if (opts.seed !== false) await seed(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);

import { openDb } from '../../src/db/open-db';

describe('Db.once', () => {
  it('is true once per transaction, again in the next, and forgets what a rolled-back savepoint saw', async () => {
    const db = openDb(':memory:');
    try {
      expect([db.once('a'), db.once('a')]).toEqual([true, true]); // outside a transaction: always
      const seen = await db.transaction(async () => {
        const out = [db.once('a'), db.once('a')];
        await db
          .transaction(async () => {
            out.push(db.once('b'), db.once('a'));
            throw new Error('roll back the savepoint');
          })
          .catch(() => undefined);
        out.push(db.once('b'), db.once('a'));
        return out;
      });
      // a: seen before the savepoint, kept; b: seen in the rolled-back savepoint, new again after it
      expect(seen).toEqual([true, false, true, false, true, false]);
      expect(await db.transaction(async () => db.once('a'))).toBe(true);
    } finally {
      await db.close();
    }
  });
});

import { observeQueries, openDb } from '../../src/db/open-db';

/**
 * SQLite statements run at once on the one connection (better-sqlite3, without Kysely's promises): a statement
 * of another request must never land inside a transaction that is open across an await, where it would read
 * that transaction's uncommitted rows and be rolled back with it.
 */
describe('SQLite statements run at once', () => {
  it('a write outside an open transaction waits for it, and survives its rollback', async () => {
    const db = openDb(':memory:');
    try {
      await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
      let inside!: () => void;
      const gate = new Promise<void>((r) => (inside = r));
      let seenOutside = -1;
      const tx = db
        .transaction(async () => {
          await db.run("INSERT INTO t (v) VALUES ('inside')");
          await gate;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // the transaction is open (its insert done, waiting at the gate): these queue behind it
      await new Promise((r) => setImmediate(r));
      const outside = (async () => {
        await db.run("INSERT INTO t (v) VALUES ('outside')");
        seenOutside = await db.number('SELECT COUNT(*) FROM t');
      })();
      await new Promise((r) => setImmediate(r));
      inside();
      await tx;
      await outside;
      expect(await db.all<{ v: string }>('SELECT v FROM t ORDER BY id')).toEqual([{ v: 'outside' }]);
      expect(seenOutside).toBe(1); // never the transaction's uncommitted row
    } finally {
      await db.close();
    }
  });

  it('answers as the driver did: rows, changes, the new id, errors as rejections, and each statement timed', async () => {
    const db = openDb(':memory:');
    const timed: boolean[] = [];
    observeQueries(db, (seconds, ok) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      timed.push(ok);
    });
    try {
      await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
      expect(await db.insert("INSERT INTO t (v) VALUES ('a')")).toBe(1);
      expect(await db.insert('INSERT INTO t (v) VALUES (?)', 'b')).toBe(2);
      expect(await db.run("UPDATE t SET v = v || '!'")).toEqual({ changes: 2 });
      expect(await db.get('SELECT v FROM t WHERE id = @id', { id: 2 })).toEqual({ v: 'b!' });
      await expect(db.run("INSERT INTO t (v) VALUES ('a!')")).rejects.toMatchObject({
        code: 'SQLITE_CONSTRAINT_UNIQUE',
      });
      // a failed statement inside a transaction rolls it back whole
      await expect(
        db.transaction(async () => {
          await db.run("INSERT INTO t (v) VALUES ('c')");
          await db.run("INSERT INTO t (v) VALUES ('c')");
        }),
      ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
      expect(await db.number('SELECT COUNT(*) FROM t')).toBe(2);
      expect(timed.filter((ok) => !ok)).toHaveLength(2);
      expect(timed.filter((ok) => ok).length).toBeGreaterThanOrEqual(6);
    } finally {
      await db.close();
    }
  });
});

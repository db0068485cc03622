import type { Db, Param } from '../../src/db/db';

/**
 * Multi-row INSERTs for bulk loads, on either engine: rows are buffered and written `INSERT … VALUES (…), (…), …`
 * as many per statement as the engine's parameter limit allows (PostgreSQL's protocol: 65,535; SQLite's
 * SQLITE_MAX_VARIABLE_NUMBER: 32,766 since 3.32). A full batch always has the same text, so SQLite prepares it
 * once (open-db.ts caches statements by text); what is left at a flush goes out in power-of-two statements, so
 * the texts stay few.
 */

/** Most parameters one statement may bind. */
export const PARAMETER_LIMIT: Record<Db['engine'], number> = { postgres: 65_535, sqlite: 32_766 };

/** Rows of one statement at most, whatever the limit allows (a longer text costs more to parse than it saves). */
const MAX_ROWS = 4096;

export class BatchTable {
  readonly perStatement: number;
  #values: Param[] = [];
  #rows = 0;
  #written = 0;
  readonly #texts = new Map<number, string>();

  constructor(
    private readonly db: Db,
    readonly table: string,
    readonly columns: readonly string[],
    /** tables whose rows these rows reference: flushed first */
    private readonly dependsOn: readonly BatchTable[] = [],
    /** called with the number of rows each time a statement is written */
    private readonly onWrite: (rows: number) => void = () => undefined,
  ) {
    this.perStatement = Math.min(MAX_ROWS, Math.floor(PARAMETER_LIMIT[db.engine] / columns.length));
  }

  /** rows written so far */
  get written(): number {
    return this.#written;
  }

  /**
   * Buffers one row (values in column order). Nothing is written here: `drain()` (full batches) and `flush()`
   * (everything) write, so a loop adding millions of rows awaits once per many rows, not once per row.
   */
  add(...values: Param[]): void {
    if (values.length !== this.columns.length)
      throw new Error(`${this.table}: ${values.length} values for ${this.columns.length} columns`);
    for (const v of values) this.#values.push(v);
    this.#rows++;
  }

  /** Writes the full batches buffered. */
  async drain(): Promise<void> {
    while (this.#rows >= this.perStatement) await this.#write(this.perStatement);
  }

  /** Writes every buffered row (after the tables it depends on). */
  async flush(): Promise<void> {
    for (const d of this.dependsOn) await d.flush();
    for (let size = this.perStatement; this.#rows > 0; size = Math.max(1, size >> 1))
      while (this.#rows >= size) await this.#write(size);
  }

  async #write(rows: number): Promise<void> {
    for (const d of this.dependsOn) await d.flush();
    const n = rows * this.columns.length;
    const values = this.#values.slice(0, n);
    this.#values = this.#values.slice(n);
    this.#rows -= rows;
    await this.db.run(this.#text(rows), ...values);
    this.#written += rows;
    this.onWrite(rows);
  }

  #text(rows: number): string {
    let text = this.#texts.get(rows);
    if (!text) {
      const one = `(${this.columns.map(() => '?').join(', ')})`;
      text = `INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => one).join(', ')}`;
      this.#texts.set(rows, text);
    }
    return text;
  }
}

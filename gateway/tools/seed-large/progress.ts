/**
 * A progress bar on stderr: the phase, the share done, rows written, rows per second and the time left.
 * On a terminal it redraws one line (at most 5 times a second); otherwise (a log file, CI) it prints a line every
 * 10 seconds.
 */
export class Progress {
  readonly #started = Date.now();
  #last = 0;
  #rows = 0;
  #phase = '';
  #done = 0;
  #total = 1;
  #detail = '';
  #phaseStarted = Date.now();

  constructor(
    private readonly out:
      NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean } = process.stderr,
    private readonly quiet = false,
  ) {}

  /** rows written since the start */
  get rows(): number {
    return this.#rows;
  }

  /** seconds since the start */
  get seconds(): number {
    return (Date.now() - this.#started) / 1000;
  }

  /** Starts a phase whose progress is counted in `total` units (bets, members, …). */
  phase(name: string, total: number): void {
    if (this.#phase) this.#draw(true);
    this.#phase = name;
    this.#done = 0;
    this.#total = Math.max(1, total);
    this.#phaseStarted = Date.now();
    this.#draw(false);
  }

  /** Rows written (any table). */
  wrote(rows: number): void {
    this.#rows += rows;
    this.#draw(false);
  }

  /** Units of the phase done so far, and a short note. */
  advance(done: number, detail = this.#detail): void {
    this.#done = done;
    this.#detail = detail;
    this.#draw(false);
  }

  /** Ends the bar with a final line. */
  end(message: string): void {
    this.#draw(true);
    if (!this.quiet) this.out.write(`${message}\n`);
  }

  #draw(final: boolean): void {
    if (this.quiet) return;
    const now = Date.now();
    const tty = Boolean(this.out.isTTY);
    if (!final && now - this.#last < (tty ? 200 : 10_000)) return;
    this.#last = now;
    const share = Math.min(1, this.#done / this.#total);
    const width = 24;
    const filled = Math.round(share * width);
    const elapsed = (now - this.#started) / 1000;
    const phaseElapsed = (now - this.#phaseStarted) / 1000;
    const rate = elapsed > 0 ? this.#rows / elapsed : 0;
    const eta = share > 0 && share < 1 ? (phaseElapsed / share) * (1 - share) : 0;
    const line =
      `${this.#phase.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(1).padStart(5)}%` +
      `  ${count(this.#rows)} rows  ${count(rate)} rows/s  ${clock(elapsed)} elapsed  ETA ${share >= 1 ? '-' : clock(eta)}` +
      (this.#detail ? `  ${this.#detail}` : '');
    if (tty) this.out.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
    else this.out.write(`${line}\n`);
  }
}

/** 1234567 → "1.23M" */
export function count(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (n >= 1e4) return `${(n / 1e3).toFixed(1)}k`;
  return String(Math.round(n));
}

/** seconds → "m:ss" or "h:mm:ss" */
export function clock(s: number): string {
  const t = Math.round(s);
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

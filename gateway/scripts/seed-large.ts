// `npm run db:seed:large -w @jogo/gateway [-- options]`: builds a world the size of an operator in
// the database of DATABASE_URL (PostgreSQL), else JOGO_DB, else gateway/data/jogo-large.db (a file of its own, so
// the demo database is never swollen by accident): migrated and demo-seeded first when new. See
// tools/seed-large/index.ts for what the world holds.
//
//   --members 100k  --agents 2000  --bets 5M  --days 90  --end YYYY-MM-DD (default: yesterday of the site)
//   --seed 28  --contract-levels 2  --db <file or postgres:// URL>  --no-verify  --json <file>
//
// Sizes take k and M. Progress (rows/s, ETA) goes to stderr; the summary (JSON) to stdout. A database that holds
// the same world already is left as it is; one that holds another fails.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/open-db';
import { LARGE_DEFAULTS, seedLarge, type LargeWorldOptions } from '../tools/seed-large';
import { Progress } from '../tools/seed-large/progress';
import { runCli } from './db-file';

/** The database a large world goes to when neither DATABASE_URL nor JOGO_DB is set. */
export const DEFAULT_LARGE_DB = path.resolve(__dirname, '..', 'data', 'jogo-large.db');

/** `5M` → 5000000, `100k` → 100000 */
export function size(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!m) throw new Error(`not a size: ${text}`);
  const unit = { '': 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6 }[m[2]!]!;
  return Math.round(Number(m[1]) * unit);
}

export interface SeedLargeArgs {
  options: Partial<LargeWorldOptions>;
  target: string;
  verify: boolean;
  json?: string;
}

/** @returns the options of a command line (after `--`) and the environment */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SeedLargeArgs {
  const options: Partial<LargeWorldOptions> = {};
  let target = env.DATABASE_URL || env.JOGO_DB || DEFAULT_LARGE_DB;
  let verify = true;
  let json: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--members':
        options.members = size(value());
        break;
      case '--agents':
        options.agents = size(value());
        break;
      case '--bets':
        options.bets = size(value());
        break;
      case '--days':
        options.days = size(value());
        break;
      case '--end':
        options.endDay = value();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(options.endDay)) throw new Error('--end takes YYYY-MM-DD');
        break;
      case '--seed':
        options.seed = size(value());
        break;
      case '--contract-levels':
        options.contractLevels = size(value());
        break;
      case '--db':
        target = value();
        break;
      case '--no-verify':
        verify = false;
        break;
      case '--json':
        json = value();
        break;
      default:
        throw new Error(`unknown option ${arg} (see gateway/scripts/seed-large.ts)`);
    }
  }
  return { options, target, verify, json };
}

if (require.main === module)
  runCli(async () => {
    const args = parseArgs(process.argv.slice(2));
    const shown = args.target.replace(/\/\/[^@/]*@/, '//…@');
    const o = { ...LARGE_DEFAULTS, ...args.options };
    process.stderr.write(
      `seed:large → ${shown}: ${o.members} members, ${o.agents} agents, ${o.bets} bets over ${o.days} days\n`,
    );
    const db = openDatabase(args.target);
    try {
      const report = await seedLarge(db, args.options, new Progress(), args.verify);
      if (!report.built) process.stderr.write('seed:large: this world is there already, left as it is\n');
      const text = `${JSON.stringify(report, null, 2)}\n`;
      if (args.json) fs.writeFileSync(args.json, text);
      process.stdout.write(text);
    } finally {
      await db.close();
    }
  });

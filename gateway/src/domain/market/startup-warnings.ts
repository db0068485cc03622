import type { Db } from '../../db/open-db';
import { staleDemoNotice } from '../site/demo-age';
import { demoLegalKeys } from './profiles';

/**
 * What a start says on stderr, one line each: a demo world whose history has stopped (and how to seed it again),
 * and, in production mode, a legal block that still shows the demo's fictitious company (the operator sets each
 * `legal.<key>` site setting before opening the site to players).
 */
export async function startupWarnings(
  db: Db,
  mode: 'development' | 'production',
  now = Date.now(),
): Promise<string[]> {
  const lines: string[] = [];
  const merchants = await db.all<{ code: string }>('SELECT code FROM merchant ORDER BY code');
  for (const { code } of merchants) {
    const stale = await staleDemoNotice(db, code, now);
    if (stale) lines.push(stale);
    if (mode !== 'production') continue;
    const keys = await demoLegalKeys(db, code);
    if (keys.length)
      lines.push(
        `WARNING: production mode with the demo's legal block for merchant ${code} (${keys.join(', ')}): set the site settings legal.<key> to the operator's licensed company before opening the site`,
      );
  }
  return lines;
}

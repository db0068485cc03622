import type { Db } from '../../db/open-db';
import { rewardTasks } from './tasks';

/** The rewards badge: tasks claimable now plus approved promotion applications waiting for their claim. */
export function rewardBadge(db: Db, memberId: number): number {
  const joined = (
    db
      .prepare("SELECT COUNT(*) AS n FROM promotion_application WHERE member_id = ? AND status = 'JOINED'")
      .get(memberId) as { n: number }
  ).n;
  return rewardTasks(db, memberId).claimableCount + joined;
}

import type { Db } from '../../../db/open-db';
import { rewardTasks } from './tasks';

/** The rewards badge: tasks claimable now plus approved promotion applications waiting for their claim. */
export async function rewardBadge(db: Db, memberId: number): Promise<number> {
  const joined = await db.number(
    "SELECT COUNT(*) AS n FROM promotion_application WHERE member_id = ? AND status = 'JOINED'",
    memberId,
  );
  return (await rewardTasks(db, memberId)).claimableCount + joined;
}

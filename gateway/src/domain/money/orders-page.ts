import type { Db } from '../../db/open-db';
import { totalPages } from '../site/paging';

/**
 * One page of a member's orders (deposits, withdrawals), newest first (orders of one instant by their number:
 * PostgreSQL has no rowid, and the numbers are unique): `select` is the domain's SELECT over
 * `table` aliased `o`; `toItem` maps a row to its wire form.
 */
export async function memberOrdersPage<Row, Item>(
  db: Db,
  order: { table: 'deposit_order' | 'withdraw_order'; select: string; toItem: (row: Row) => Item },
  memberId: number,
  pageNo: number,
  size: number,
): Promise<{ content: Item[]; totalPages: number; totalCount: number; pageNo: number }> {
  const n = await db.number(`SELECT COUNT(*) AS n FROM ${order.table} WHERE member_id = ?`, memberId);
  const rows = await db.all<Row>(
    `${order.select} WHERE o.member_id = ? ORDER BY o.created_at DESC, o.order_no DESC LIMIT ? OFFSET ?`,
    memberId,
    size,
    (pageNo - 1) * size,
  );
  return { content: rows.map(order.toItem), totalPages: totalPages(n, size), totalCount: n, pageNo };
}

import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * Every agent table: a table where it fits, one card per row where its box is narrower than 720 px (a phone, or a
 * desktop column beside the menu), each cell with its column's label, so no amount is cut off or scrolled away.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  caption?: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption && <caption className={styles.srOnly}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.numeric ? styles.num : undefined}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

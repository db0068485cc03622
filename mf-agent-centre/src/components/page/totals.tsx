import styles from './page.module.css';

/** A row of labelled totals of a report. */
export function Totals({ items, label }: { items: { label: string; value: string }[]; label: string }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {items.map((i) => (
        <div key={i.label} className={styles.total}>
          <dt className={styles.totalLabel}>{i.label}</dt>
          <dd className={styles.totalValue} style={{ margin: 0 }}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

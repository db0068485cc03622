import styles from './status-pill.module.css';

export type PillTone = 'gold' | 'green' | 'blue' | 'grey' | 'red';

/** A small coloured label for a state (applying, joined, claimed, closed, coming soon...). */
export function StatusPill({ tone, children }: { tone: PillTone; children: string }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}

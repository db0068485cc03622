import styles from './progress-bar.module.css';

/** A labelled progress bar (role progressbar) from `value` out of `max`. */
export function ProgressBar({
  value,
  max,
  label,
  text,
}: {
  value: number;
  max: number;
  label: string;
  text?: string;
}) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={text}
      >
        <div className={`${styles.fill} ${pct >= 100 ? styles.done : ''}`} style={{ width: `${pct}%` }} />
      </div>
      {text ? <span className={styles.text}>{text}</span> : null}
    </div>
  );
}

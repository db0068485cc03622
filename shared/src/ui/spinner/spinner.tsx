import styles from './spinner.module.css';

export function Spinner({ label, size = 28 }: { label: string; size?: number }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={styles.spinner}
      style={{ width: size, height: size }}
    />
  );
}

import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  busy?: boolean;
}

/** The one button. `busy` disables it and shows a spinner (long work must show progress). */
export function Button({
  variant = 'primary',
  size = 'md',
  block,
  busy,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? ''].join(
    ' ',
  );
  return (
    <button type="button" className={cls} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

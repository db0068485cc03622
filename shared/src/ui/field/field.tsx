import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** the first message of the field (spec 8) */
  error?: string | null;
  hint?: ReactNode;
  /** something at the end of the input: a visibility toggle, an SMS button */
  trailing?: ReactNode;
  leading?: ReactNode;
}

/** A labelled input with its first error, announced to screen readers. */
export function Field({ label, error, hint, trailing, leading, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {leading}
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}

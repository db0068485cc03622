import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { ErrorText } from './error-text';
import styles from '../styles/wallet.module.css';

/** One line of the confirmation: what it is and its value (an amount, a masked key, a wallet). */
export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

/**
 * The step between a money form and its call: what will happen (amount, fee, what arrives, where) with
 * Back and Confirm. Nothing is sent to the gateway before Confirm; Back returns to the form with what was typed.
 * Focus moves to the step's title so a screen reader reads it.
 */
export function ConfirmStep({
  title,
  rows,
  confirmLabel,
  onBack,
  onConfirm,
  busy,
  error,
}: {
  title: string;
  rows: ConfirmRow[];
  confirmLabel: string;
  onBack: () => void;
  onConfirm: () => void;
  busy?: boolean;
  error?: Error | null;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {title}
      </h3>
      <p className={styles.muted}>{t('confirm.check')}</p>
      <dl className={styles.facts}>
        {rows.map((r) => (
          <div key={r.label} className={styles.fact}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      <ErrorText error={error} />
      <div className={styles.row}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('confirm.back')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Button, Dialog } from '@jogo/shared/ui';
import styles from './protection.module.css';

/** A confirmation before something that cannot be undone (pause, self-exclusion). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  cancel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      size="sm"
      title={title}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          {/* not the danger style: its white on red is 3.2:1, under WCAG AA's 4.5:1 (axe) */}
          <Button busy={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{text}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** spec 2: the generic modal does not close on an outside click; the dialog helper may opt in */
  closeOnCover?: boolean;
  /** dialog helper: close by itself after this many ms */
  autoCloseMs?: number;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** hide the close button (e.g. a forced password change) */
  dismissible?: boolean;
  footer?: ReactNode;
  labelledBy?: string;
}

let openCount = 0;

/**
 * The generic modal of spec 2: close button, no close on an outside click, page scroll locked while open.
 * Escape closes it when dismissible. Nested dialogs keep the lock until the last one closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  closeOnCover = false,
  autoCloseMs,
  size = 'md',
  dismissible = true,
  footer,
}: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [open]);

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.cover}
      data-testid="dialog-cover"
      onMouseDown={(e) => {
        if (closeOnCover && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && dismissible) {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        {title || dismissible ? (
          <header className={styles.header}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {dismissible ? (
              <button
                type="button"
                className={styles.close}
                aria-label={t('actions.close')}
                onClick={onClose}
              >
                ×
              </button>
            ) : null}
          </header>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}

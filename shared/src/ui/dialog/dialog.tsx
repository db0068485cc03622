import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

/** What Tab can reach inside a dialog (the focus trap cycles through these). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog (WCAG 2.4.3: a modal dialog's focus does not wander to the page
 * behind it). A dialog opened from this one lives in its own portal and traps its own keys.
 */
function trapTab(e: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (e.key !== 'Tab' || !panel || !panel.contains(e.target as Node)) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    e.preventDefault();
  } else if (e.shiftKey && (active === first || active === panel)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

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

  // a layout effect, not a passive one: focus is inside the panel before it is first painted, so an Escape
  // pressed the moment the dialog shows closes it (a passive effect waits behind a busy main thread, and the
  // key went to the page)
  useLayoutEffect(() => {
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
          trapTab(e, panel.current);
        }}
      >
        {title || dismissible ? (
          // a div, not <header>/<footer>: outside a sectioning element those are the page's banner and
          // contentinfo landmarks, and a dialog would make a second one
          <div className={styles.header}>
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
          </div>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

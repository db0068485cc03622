import { useEffect, useState } from 'react';
import { bus, type ToastRequest } from '@jogo/shared/bus';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import styles from './modals.module.css';

const TOAST_MS = 4000;
let nextId = 1;

/** Shows `ui:toast-requested` messages (an i18n key 'ns:area.element' or translated text) for 4 s. */
export function ToastHost() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<(ToastRequest & { id: number })[]>([]);

  useEffect(
    () =>
      bus.on('ui:toast-requested', (req) => {
        const id = nextId++;
        setToasts((list) => [...list.slice(-2), { ...req, id }]);
        setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), TOAST_MS);
      }),
    [],
  );

  if (toasts.length === 0) return null;
  return (
    <div className={styles.toasts} aria-live="polite">
      {toasts.map((x) => (
        <div
          key={x.id}
          role={x.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[x.kind]}`}
        >
          {(t as DynamicT)(x.message)}
        </div>
      ))}
    </div>
  );
}

import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { SystemStatus } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, PageSkeleton } from '@jogo/shared/ui';
import { openCustomerService } from '../customer-service/customer-service';
import { restoreSession } from '../session/session-lifecycle';
import type { MaintenancePageProps, RestrictedPageProps } from './status-page-props';
import {
  cachedStatus,
  decideStatus,
  loadSystemStatus,
  publishStatus,
  statusRecheck$,
  type GateStatus,
} from './system-status';
import styles from './status-gate.module.css';

type State =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; gate: GateStatus; status: SystemStatus };

export interface StatusGateProps {
  children: ReactNode;
  /** the status pages (injected so the gate's rules are tested without the visuals) */
  maintenance: ComponentType<MaintenancePageProps>;
  restricted: ComponentType<RestrictedPageProps>;
}

const openCs = () => void openCustomerService();

/**
 * The status gate (spec 4): GET /wps/system/status decides; 0 shows the app, 1 the maintenance page, 2 the
 * access-restricted page, maintenance first. Only in status 0 is a login restored (URL token or sessionStorage),
 * and only once. A 503 from any call checks again.
 *
 * The gate holds the first paint no longer than the status call (which the page itself started, see
 * routing/early.ts). A returning visitor (a status cached in this tab) paints at once from the cached status
 * while the call checks again; a site that went into maintenance meanwhile shows the maintenance page as soon as
 * the answer arrives. A page with a login in its URL still waits for that answer (the login is restored only in
 * status 0, before a guard sees a guest); the tab's stored session is restored at once with a cached status 0,
 * so a member never sees a guest header first.
 */
export function StatusGate({ children, maintenance: Maintenance, restricted: Restricted }: StatusGateProps) {
  const { t } = useTranslation('shell');
  const restored = useRef(false);
  const [state, setState] = useState<State>(() => {
    // a login in the URL waits for the answer: it is restored only in status 0, before any guard sees a guest
    const cached = new URLSearchParams(window.location.search).has('token') ? null : cachedStatus();
    if (!cached) return { kind: 'loading' };
    publishStatus(cached);
    const gate = decideStatus(cached);
    // a cached status 0 restores the tab's stored session before the children's first render: a guard reading
    // the session on that render (RequireLogin after F5 on /favorite) must see the member, not a guest
    if (gate === 0 && !restored.current) {
      restored.current = true;
      restoreSession();
    }
    return { kind: 'ready', gate, status: cached };
  });

  const check = useCallback(async () => {
    try {
      const status = await loadSystemStatus();
      const gate = decideStatus(status);
      if (gate === 0 && !restored.current) {
        restored.current = true;
        restoreSession();
      }
      // a transition: the whole app renders behind the skeleton in short slices, not in one long task
      startTransition(() => setState({ kind: 'ready', gate, status }));
    } catch {
      setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' }));
    }
  }, []);

  useEffect(() => {
    void check();
    const sub = statusRecheck$.subscribe(() => void check());
    return () => sub.unsubscribe();
  }, [check]);

  // the maintenance text comes in the request language: a language switch on a status page reloads it
  const gate = state.kind === 'ready' ? state.gate : null;
  useEffect(() => {
    if (gate === null || gate === 0) return undefined;
    let first = true;
    return bus.on('language:changed', () => {
      if (first) {
        first = false;
        return;
      }
      void check();
    });
  }, [gate, check]);

  if (state.kind === 'loading') return <PageSkeleton label={t('core.gate.loading')} />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <h1 className={styles.title}>{t('core.gate.failedTitle')}</h1>
        <p className={styles.text}>{t('core.gate.failedText')}</p>
        <Button
          onClick={() => {
            setState({ kind: 'loading' });
            void check();
          }}
        >
          {t('core.retry')}
        </Button>
      </div>
    );
  }
  if (state.gate === 1) {
    return (
      <Maintenance
        endTime={state.status.endTime}
        info={state.status.maintenanceInfo}
        onCustomerService={openCs}
      />
    );
  }
  if (state.gate === 2) {
    return (
      <Restricted ip={state.status.ip || state.status.info?.location?.ip || ''} onCustomerService={openCs} />
    );
  }
  return <>{children}</>;
}

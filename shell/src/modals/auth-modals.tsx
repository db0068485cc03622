import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule } from '@jogo/shared/federation';
import type { ModalName, ModalRequest } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Spinner } from '@jogo/shared/ui';
import styles from './modals.module.css';

/** The dialogs mf-auth owns (DESIGN.md "Cross-app contract for dialogs"). */
export const AUTH_MODALS: readonly ModalName[] = [
  'login',
  'register',
  'forgot',
  'changePassword',
  'afterRegister',
];
export const isAuthModal = (name: ModalName) => AUTH_MODALS.includes(name);

export const AUTH_MODALS_ID = 'mf_auth/modals';

/** What mf-auth exposes as `./modals`. */
export type AuthModalsComponent = ComponentType<{ initial: ModalRequest | null }>;

let warmed: Promise<unknown> | null = null;

/**
 * Warms mf-auth's dialogs so the login popup opens at once. The header calls it on hover and focus of its
 * login and register buttons (`onMouseEnter={preloadAuthModals} onFocus={preloadAuthModals}`).
 */
export function preloadAuthModals(): void {
  warmed ??= loadRemoteModule(AUTH_MODALS_ID).catch(() => {
    warmed = null;
  });
}

class Boundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Comp: AuthModalsComponent };

/**
 * Mounts mf-auth's dialogs the first time one is requested and hands it that request as `initial`; from then on
 * AuthModals listens to `ui:modal-requested` itself. Requests made while the code loads are not lost: the latest
 * one becomes `initial`.
 */
export function AuthModalsMount({ request, onMounted }: { request: ModalRequest; onMounted: () => void }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const initial = useRef(request);
  if (state.status !== 'ready') initial.current = request;

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteModule<{ default: AuthModalsComponent }>(AUTH_MODALS_ID, attempt > 0)
      .then((mod) => alive && setState({ status: 'ready', Comp: mod.default }))
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [attempt]);

  useEffect(() => {
    // child effects ran first, so AuthModals is subscribed to the bus by now
    if (state.status === 'ready') onMounted();
  }, [state.status, onMounted]);

  if (state.status === 'loading') {
    return (
      <div className={styles.authLoading}>
        <Spinner label={t('core.authModals.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.authFailed} role="alert">
        <p>{t('core.authModals.failed')}</p>
        <Button size="sm" onClick={() => setAttempt((a) => a + 1)}>
          {t('core.authModals.retry')}
        </Button>
      </div>
    );
  }
  const { Comp } = state;
  return (
    <Boundary onError={() => setState({ status: 'failed' })}>
      <Comp initial={initial.current} />
    </Boundary>
  );
}

import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule, registryEntries, type RemoteDialogProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Spinner } from '@jogo/shared/ui';
import styles from './modals.module.css';

/** The remote that declares a dialog in its federation.config.cjs (`dialogs`), from the registry. */
export function dialogOwner(name: string): string | undefined {
  return registryEntries().find((r) => r.dialogs?.includes(name))?.name;
}

const dialogId = (owner: string, name: string) => `${owner}/dialog-${name}`;

/** Warms a remote dialog's code so it opens at once (the header calls it on hover of login and register). */
export function preloadDialog(name: string): void {
  const owner = dialogOwner(name);
  if (owner) loadRemoteModule(dialogId(owner, name)).catch(() => undefined);
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

/** A dialog whose code did not load: what failed, a retry and a way out (a bar at the bottom, not a dialog). */
export function DialogLoadFailed({
  message,
  onRetry,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.authFailed} role="alert">
      <p>{message}</p>
      <Button size="sm" onClick={onRetry}>
        {t('core.authModals.retry')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClose}>
        {t('core.authModals.close')}
      </Button>
    </div>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Comp: ComponentType<RemoteDialogProps> };

/**
 * A dialog another remote owns (login, register... are mf_auth's), loaded by name through the registry with a
 * spinner, and a translated failure with retry if its remote is down. The shell hard-codes no remote dialog.
 */
export function RemoteDialog(props: RemoteDialogProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const owner = dialogOwner(props.name);

  useEffect(() => {
    if (!owner) {
      setState({ status: 'failed' });
      return undefined;
    }
    let alive = true;
    setState({ status: 'loading' });
    // in a task of its own: the tap that asked for the dialog paints the spinner first; asking the
    // federation runtime for the module (manifest, snapshot, shared modules) was a third of that tap's task
    const timer = setTimeout(() => {
      loadRemoteModule<{ default: ComponentType<RemoteDialogProps> }>(
        dialogId(owner, props.name),
        attempt > 0,
      )
        .then((mod) => alive && setState({ status: 'ready', Comp: mod.default }))
        .catch(() => alive && setState({ status: 'failed' }));
    }, 0);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [owner, props.name, attempt]);

  if (state.status === 'loading') {
    return (
      <div className={styles.authLoading}>
        <Spinner label={t('core.authModals.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <DialogLoadFailed
        message={t('core.dialogFailed')}
        onRetry={() => setAttempt((a) => a + 1)}
        onClose={props.onClose}
      />
    );
  }
  const { Comp } = state;
  return (
    <Boundary onError={() => setState({ status: 'failed' })}>
      <Comp {...props} />
    </Boundary>
  );
}

import {
  Component,
  useCallback,
  useEffect,
  useRef,
  startTransition,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button/button';
import { PageSkeleton } from '../ui/skeleton/skeleton';
import { loadRemoteModule } from './runtime';
import { LoadAttempt } from './retryable-lazy';
import styles from './remote-view.module.css';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
  resetKey: number;
}

/**
 * Catches a remote's render errors (including its lazy chunks failing) so one area never takes the page down. Its
 * retry loads the remote's module again and, through LoadAttempt, every `retryableLazy` part inside it that failed.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** The translated fallback with a retry that works without a page reload. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.fallback} role="alert">
      <span className={styles.icon} aria-hidden="true">
        ⚠
      </span>
      <h2 className={styles.title}>{t('remote.failedTitle')}</h2>
      <p className={styles.text}>{t('remote.failedText')}</p>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </div>
  );
}

type State<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Comp: ComponentType<P> };

/**
 * Renders an exposed module of a remote by id (`mf_lobby/routes`, `mf_wallet/deposit`): skeleton while
 * loading, translated fallback with retry on failure. The only way one app shows another's component.
 */
export function RemoteView<P extends object>({
  id,
  props,
  skeleton,
}: {
  id: string;
  props: P;
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteModule<{ default: ComponentType<P>; prepare?: (props: P) => Promise<unknown> }>(id, attempt > 0)
      // the remote's first screen is loaded before its first render (RemoteModule.prepare): a Suspense fallback
      // inside the remote would hold the screen back by React's 300 ms reveal throttle
      .then(async (mod) => {
        await mod.prepare?.(propsRef.current).catch(() => undefined);
        return mod;
      })
      .then((mod) => alive && startTransition(() => setState({ status: 'ready', Comp: mod.default })))
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  if (state.status === 'loading') return <>{skeleton ?? <PageSkeleton label={t('remote.loading')} />}</>;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { Comp } = state;
  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={attempt}>
      <LoadAttempt.Provider value={attempt}>
        <Comp {...props} />
      </LoadAttempt.Provider>
    </RemoteErrorBoundary>
  );
}

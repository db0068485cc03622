import {
  Component,
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * How many times the nearest boundary (a ChunkBoundary, or the RemoteView around a remote) was retried: a new
 * attempt may load a failed part again.
 */
export const LoadAttempt = createContext(0);

/**
 * `React.lazy` that can be asked again; use it instead of `lazy` everywhere (same argument). React keeps a lazy
 * component's failed load for good, so a chunk that did not load once (offline before the service worker cached
 * it, a dropped request, a remote redeployed under the page) would fail on every later render of that component
 * until a page reload. Here a failed load is started again when the boundary around it is retried: the shell's
 * ChunkBoundary, or the RemoteView that shows a remote (its retry button); webpack asks for a chunk again after a
 * failed attempt. Never by itself, so an offline page does not ask in a loop.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  interface Load {
    attempt: number;
    failed: boolean;
    Comp: LazyExoticComponent<ComponentType<P>>;
  }
  let current: Load | null = null;
  const start = (attempt: number): Load => {
    const entry: Load = {
      attempt,
      failed: false,
      Comp: lazy(() =>
        load().catch((err: unknown) => {
          entry.failed = true;
          throw err;
        }),
      ),
    };
    return entry;
  };
  function Retryable(props: P) {
    const attempt = useContext(LoadAttempt);
    if (!current || (current.failed && current.attempt !== attempt)) current = start(attempt);
    const Comp = current.Comp as unknown as ComponentType<P>;
    return <Comp {...props} />;
  }
  return Retryable;
}

interface ChunkBoundaryProps {
  /** what stands in while the part's code could not load; `retry` renders the part again (a new load) */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part (the shell's pages, dialogs and footer) from taking the whole site down when its
 * code does not load: without it the error reaches the root and React unmounts everything, header included.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private readonly retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <LoadAttempt.Provider value={this.state.attempt}>{this.props.children}</LoadAttempt.Provider>;
  }
}

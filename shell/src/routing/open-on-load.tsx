import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useSearchParams } from '@jogo/shared/router';
import { bus, useSession, type ModalName } from '@jogo/shared/bus';

/**
 * /login and /register show home and open their dialog on load (spec 2). A logged-in visitor just gets home.
 * /forget shows home; a reset link from the e-mail (`?resetCode=`) opens the forgot dialog with its values.
 */
export function OpenOnLoad({ modal, home }: { modal: ModalName | null; home: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  const loggedIn = session.status === 'member' && !!session.token;
  const resetCode = params.get('resetCode');
  const want: ModalName | null = modal ?? (resetCode ? 'forgot' : null);
  // the query at arrival (referralCode, resetCode...): the dialog opens once per visit, not on query changes
  const arrival = useRef(params);

  useEffect(() => {
    if (!want || loggedIn) return;
    const props: Record<string, unknown> = Object.fromEntries(arrival.current.entries());
    // the host subscribed in an earlier sibling's effect; a microtask keeps this independent of effect order
    queueMicrotask(() => bus.emit('ui:modal-requested', { name: want, props }));
  }, [want, loggedIn]);

  if (loggedIn && modal) return <Navigate to="/" replace />;
  return <>{home}</>;
}

import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@jogo/shared/router';
import { useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { PageSkeleton } from '@jogo/shared/ui';
import { openDialog } from '../modals/dialog-helper';
import { useObservable } from '../hooks/use-observable';
import { ensureMemberInfo, logoutTarget$ } from '../session/session-lifecycle';

/** A route that needs login sends a user without a session token to /login (spec 2). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const leavingTo = useObservable(logoutTarget$);
  // a logout from this page goes to its own destination (home, or /agent from the agent centre), not /login
  if (!token && leavingTo) return <Navigate to={leavingTo} replace />;
  if (!token)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

/** Guards that read the member type wait for it (a login or a restore is loading member info). */
function WaitForMember() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    void ensureMemberInfo();
  }, []);
  return <PageSkeleton label={t('core.guard.checking')} />;
}

/** Tells a trial member to register first and goes home. */
function TrialRefused() {
  useEffect(() => {
    openDialog({ message: 'shell:core.guard.registerFirst', closeOnCover: true });
  }, []);
  return <Navigate to="/" replace />;
}

/** The member centre: no trial members (spec 6). */
export function RequireRealAccount({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isTrial) return <TrialRefused />;
  if (session.token && !session.member) return <WaitForMember />;
  return <>{children}</>;
}

/** The agent centre: a trial member is refused, a non-agent goes to /agent (spec 4 and 6). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isTrial) return <TrialRefused />;
  if (session.token && !session.member) return <WaitForMember />;
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { bus, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState } from '@jogo/shared/ui';

/**
 * Money pages need a real account: a guest is asked to log in, a trial account sees 'Register an account
 * first' (spec 6, 8) and never reaches a form.
 */
export function WalletGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wallet');
  const session = useSession();
  if (session.status !== 'member' || !session.token)
    return (
      <EmptyState title={t('gate.login')}>
        <Button onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
          {t('gate.loginButton')}
        </Button>
      </EmptyState>
    );
  if (session.isTrial)
    return (
      <EmptyState title={t('gate.registerFirst')}>
        <Button onClick={() => bus.emit('ui:modal-requested', { name: 'register' })}>
          {t('gate.register')}
        </Button>
      </EmptyState>
    );
  return <>{children}</>;
}

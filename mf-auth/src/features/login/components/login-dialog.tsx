import { Dialog } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import { LoginForm } from './login-form';

/** The login popup (spec 2 "Modals"): the form with links to forgot password and registration. */
export function LoginDialog({
  onClose,
  onSwitch,
}: {
  onClose: () => void;
  onSwitch: (to: 'forgot' | 'register') => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open title={t('login.title')} onClose={onClose} size="sm">
      <LoginForm onDone={onClose} onSwitch={onSwitch} />
    </Dialog>
  );
}

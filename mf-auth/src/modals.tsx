import { useState } from 'react';
import type { RemoteDialogProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import { LoginDialog } from './features/login/components/login-dialog';
import { RegisterDialog } from './features/register/components/register-dialog';
import { AfterRegisterDialog } from './features/register/components/after-register-dialog';
import { ForgotDialog, emailResetOf } from './features/forgot-password/components/forgot-dialog';
import { ChangePasswordDialog } from './features/change-password/components/change-password-dialog';
import styles from './components/auth.module.css';

/**
 * mf_auth's dialogs, each declared by name in federation.config.cjs (`dialogs`) and loaded by the shell's modal
 * host through the registry. The host shows one dialog at a time and owns the order (a mandatory password
 * change first); this component renders the one it is asked for and tells the host when it is done
 * (`onClose`) or when the user moves to another dialog (`onOpen`: login → register).
 */
export default function AuthDialog({ name, props, onClose, onOpen }: RemoteDialogProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [emailSent, setEmailSent] = useState(false);

  if (emailSent) {
    return (
      <Dialog open title={t('forgot.doneTitle')} onClose={onClose} size="sm">
        <div className={styles.form}>
          <p className={styles.info} role="status">
            {t('in_been_out')}
          </p>
          <Button block onClick={onClose}>
            {tc('actions.ok')}
          </Button>
        </div>
      </Dialog>
    );
  }
  switch (name) {
    case 'login':
      return <LoginDialog onClose={onClose} onSwitch={(to) => onOpen(to)} />;
    case 'register':
      return <RegisterDialog onClose={onClose} onLogin={() => onOpen('login')} />;
    case 'forgot':
      return (
        <ForgotDialog reset={emailResetOf(props)} onClose={onClose} onDoneEmail={() => setEmailSent(true)} />
      );
    case 'changePassword':
      return <ChangePasswordDialog forced={props.forced === true} onClose={onClose} />;
    case 'afterRegister':
      return <AfterRegisterDialog onClose={onClose} />;
    default:
      return null;
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type ModalName, type ModalRequest } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import { LoginDialog } from './features/login/components/login-dialog';
import { RegisterDialog } from './features/register/components/register-dialog';
import { AfterRegisterDialog } from './features/register/components/after-register-dialog';
import { ForgotDialog, emailResetOf } from './features/forgot-password/components/forgot-dialog';
import { ChangePasswordDialog } from './features/change-password/components/change-password-dialog';
import styles from './components/auth.module.css';

/** The dialogs this remote answers on `ui:modal-requested` (DESIGN.md cross-app contract for dialogs). */
export const AUTH_MODAL_NAMES: readonly ModalName[] = [
  'login',
  'register',
  'forgot',
  'changePassword',
  'afterRegister',
];
const isAuthModal = (name: ModalName) => AUTH_MODAL_NAMES.includes(name);

interface Open {
  key: number;
  name: ModalName;
  props: Record<string, unknown>;
}

/**
 * `mf_auth/modals`: the shell mounts this the first time an auth dialog is requested and passes that request as
 * `initial`; from then on it listens to `ui:modal-requested` itself. One auth dialog shows at a time; moving
 * from one to another (login → register) closes the first. Every close is reported with `ui:modal-closed`
 * (the shell waits for the forced change-password dialog's close before it loads member info).
 */
export default function AuthModals({ initial }: { initial: ModalRequest | null }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const nextKey = useRef(1);
  const toOpen = useCallback(
    (req: ModalRequest): Open => ({ key: nextKey.current++, name: req.name, props: req.props ?? {} }),
    [],
  );
  const [open, setOpen] = useState<Open | null>(() =>
    initial && isAuthModal(initial.name) ? toOpen(initial) : null,
  );
  const [emailSent, setEmailSent] = useState(false);
  const current = useRef(open);
  current.current = open;

  const replace = useCallback((next: Open | null) => {
    const prev = current.current;
    current.current = next;
    setOpen(next);
    if (prev && prev.key !== next?.key)
      queueMicrotask(() => bus.emit('ui:modal-closed', { name: prev.name }));
  }, []);

  useEffect(
    () =>
      bus.on('ui:modal-requested', (req) => {
        if (!isAuthModal(req.name)) return;
        // a forced password change stays on screen until it is done
        if (
          current.current?.name === 'changePassword' &&
          current.current.props.forced === true &&
          req.name !== 'changePassword'
        )
          return;
        replace(toOpen(req));
      }),
    [replace, toOpen],
  );

  // A dialog closes only itself: the login dialog finishing after the shell already opened the forced
  // change-password dialog must not close that one.
  const closeOwn = useCallback(
    (key: number) => {
      if (current.current?.key === key) replace(null);
    },
    [replace],
  );
  const switchTo = useCallback((name: ModalName) => replace(toOpen({ name })), [replace, toOpen]);

  let dialog = null;
  if (open) {
    const close = () => closeOwn(open.key);
    switch (open.name) {
      case 'login':
        dialog = <LoginDialog key={open.key} onClose={close} onSwitch={switchTo} />;
        break;
      case 'register':
        dialog = <RegisterDialog key={open.key} onClose={close} onLogin={() => switchTo('login')} />;
        break;
      case 'forgot':
        dialog = (
          <ForgotDialog
            key={open.key}
            reset={emailResetOf(open.props)}
            onClose={close}
            onDoneEmail={() => {
              close();
              setEmailSent(true);
            }}
          />
        );
        break;
      case 'changePassword':
        dialog = <ChangePasswordDialog key={open.key} forced={open.props.forced === true} onClose={close} />;
        break;
      case 'afterRegister':
        dialog = <AfterRegisterDialog key={open.key} onClose={close} />;
        break;
      default:
        dialog = null;
    }
  }

  return (
    <>
      {dialog}
      <Dialog open={emailSent} title={t('forgot.doneTitle')} onClose={() => setEmailSent(false)} size="sm">
        <div className={styles.form}>
          <p className={styles.info} role="status">
            {t('in_been_out')}
          </p>
          <Button block onClick={() => setEmailSent(false)}>
            {tc('actions.ok')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

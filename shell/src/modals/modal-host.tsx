import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { bus, useSession, type ModalName, type ModalRequest } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Spinner } from '@jogo/shared/ui';
import { AnnouncementController } from '../announcements/announcement-controller';
import { NoticeDialog } from '../announcements/notice-dialog';
import { afterLoginPopup$ } from './after-login-popup-flag';
import { AfterLoginPopup } from './after-login-popup';
import { AuthModalsMount, isAuthModal } from './auth-modals';
import { ChatRoomDialog } from './chat-room-dialog';
import { ContractDialog } from './contract-dialog';
import { closeDialog, helperDialogs$ } from './dialog-helper';
import { takeEarlyModalRequests } from './early-requests';
import { HelpDialog } from './help-dialog';
import { loaderVisible$ } from './loader';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { PartnersDialog } from './partners-dialog';
import type { ShellModalProps } from './shell-modal';
import { ToastHost } from './toast-host';
import { TrialRefusedDialog } from './trial-refused-dialog';
import { useObservable } from './use-observable';
import styles from './modals.module.css';

/** The shell's own dialogs by name; `announcement` has its own controller (it also shows by itself). */
const SHELL_DIALOGS: Partial<Record<ModalName, ComponentType<ShellModalProps>>> = {
  notice: NoticeDialog,
  trialRefused: TrialRefusedDialog,
  logoutConfirm: LogoutConfirmDialog,
  contract: ContractDialog,
  chat: ChatRoomDialog,
  partners: PartnersDialog,
  help: HelpDialog,
};

interface Open {
  key: number;
  name: ModalName;
  props: Record<string, unknown>;
}
let nextKey = 1;

/**
 * Hosts every dialog of the site (DESIGN.md "Cross-app contract for dialogs"): any app emits
 * `ui:modal-requested`; auth dialogs go to mf-auth's `./modals` (mounted on first need), the rest render here.
 * Also the after-login popup, the dialog helper's dialogs, the page loader and the toasts.
 */
export function ModalHost() {
  const [dialogs, setDialogs] = useState<Open[]>([]);
  const [authRequest, setAuthRequest] = useState<ModalRequest | null>(null);
  const [authMounted, setAuthMounted] = useState(false);
  const session = useSession();
  const afterLogin = useObservable(afterLoginPopup$);

  useEffect(() => {
    const handle = (req: ModalRequest) => {
      if (isAuthModal(req.name)) {
        // once mounted, AuthModals answers requests itself
        if (!authMounted) setAuthRequest(req);
        return;
      }
      const Comp = SHELL_DIALOGS[req.name];
      if (!Comp) return;
      setDialogs((list) => {
        // the same dialog asked twice replaces the first (e.g. two clicks on the marquee)
        const rest = list.filter((d) => d.name !== req.name);
        return [...rest, { key: nextKey++, name: req.name, props: req.props ?? {} }];
      });
    };
    const off = bus.on('ui:modal-requested', handle);
    // requests made before this host existed (early-requests.ts)
    for (const req of takeEarlyModalRequests()) handle(req);
    return off;
  }, [authMounted]);

  // a dialog only for members closes when the session ends
  useEffect(() => {
    if (session.status === 'guest')
      setDialogs((list) => list.filter((d) => d.name !== 'contract' && d.name !== 'logoutConfirm'));
  }, [session.status]);

  const close = useCallback((key: number) => {
    setDialogs((list) => {
      const d = list.find((x) => x.key === key);
      if (d) queueMicrotask(() => bus.emit('ui:modal-closed', { name: d.name }));
      return list.filter((x) => x.key !== key);
    });
  }, []);

  const onAuthMounted = useCallback(() => setAuthMounted(true), []);
  const closeAfterLogin = useCallback(() => afterLoginPopup$.next(false), []);

  return (
    <>
      <AnnouncementController />
      {dialogs.map((d) => {
        const Comp = SHELL_DIALOGS[d.name]!;
        return <Comp key={d.key} props={d.props} onClose={() => close(d.key)} />;
      })}
      {afterLogin && session.status === 'member' && session.member ? (
        <AfterLoginPopup onClose={closeAfterLogin} />
      ) : null}
      {authRequest ? <AuthModalsMount request={authRequest} onMounted={onAuthMounted} /> : null}
      <HelperDialogs />
      <GlobalLoader />
      <ToastHost />
    </>
  );
}

/** The dialog helper's message dialogs (auto close, close by cover click when asked). */
function HelperDialogs() {
  const { t } = useTranslation('shell');
  const list = useObservable(helperDialogs$);
  return (
    <>
      {list.map((d) => (
        <Dialog
          key={d.id}
          open
          size="sm"
          title={d.title ? t(d.title) : undefined}
          onClose={() => closeDialog(d.id)}
          autoCloseMs={d.autoCloseMs}
          closeOnCover={d.closeOnCover}
          footer={
            <div className={styles.actions}>
              <Button onClick={() => closeDialog(d.id)}>{t(d.confirmLabel ?? 'core.ok')}</Button>
            </div>
          }
        >
          <p className={styles.text}>{t(d.message)}</p>
        </Dialog>
      ))}
    </>
  );
}

/** The page loader of long shell actions (logout). */
function GlobalLoader() {
  const { t } = useTranslation('shell');
  const count = useObservable(loaderVisible$);
  if (count === 0) return null;
  return (
    <div className={styles.loader}>
      <Spinner label={t('core.loader.label')} size={44} />
    </div>
  );
}

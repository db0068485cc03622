import { Suspense, useCallback, useEffect, type ComponentType } from 'react';
import { bus, useSession, type ModalName } from '@jogo/shared/bus';
import { ChunkBoundary, retryableLazy, routeForPath } from '@jogo/shared/federation';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { useLocation } from '@jogo/shared/router';
import { Button, Dialog, Spinner } from '@jogo/shared/ui';
import { AnnouncementController } from '../announcements/announcement-controller';
import { closeDialog, helperDialogs$ } from './dialog-helper';
import { DialogQueue, dialogQueue, holdsAutomatic } from './dialog-queue';
import { loaderVisible$ } from '../services/loader';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { DialogLoadFailed, RemoteDialog } from './remote-dialog';
import type { ShellModalProps } from './shell-modal';
import { ToastHost } from './toast-host';
import { TrialRefusedDialog } from './trial-refused-dialog';
import { useObservable } from '../hooks/use-observable';
import styles from './modals.module.css';

/**
 * The shell's dialogs that show server content load when first asked for: the announcement popup
 * and its HTML sanitizer, help, chat, contract and banner dialogs are no part of the first page's JavaScript.
 */
function lazyDialog<K extends string>(
  load: () => Promise<Record<K, ComponentType<ShellModalProps>>>,
  name: K,
): ComponentType<ShellModalProps> {
  return retryableLazy(() => load().then((m) => ({ default: m[name] })));
}

const AfterLoginDialog = retryableLazy<ShellModalProps>(() =>
  import('./after-login-popup').then((m) => ({
    default: function AfterLogin({ onClose }: ShellModalProps) {
      return <m.AfterLoginPopup onClose={onClose} />;
    },
  })),
);

/** The shell's own dialogs by name; any other name belongs to the remote the registry names for it. */
const SHELL_DIALOGS: Partial<Record<ModalName, ComponentType<ShellModalProps>>> = {
  announcement: lazyDialog(() => import('../announcements/announcement-dialog'), 'AnnouncementDialog'),
  afterLogin: AfterLoginDialog,
  notice: lazyDialog(() => import('../announcements/notice-dialog'), 'NoticeDialog'),
  trialRefused: TrialRefusedDialog,
  logoutConfirm: LogoutConfirmDialog,
  contract: lazyDialog(() => import('./contract-dialog'), 'ContractDialog'),
  chat: lazyDialog(() => import('./chat-room-dialog'), 'ChatRoomDialog'),
  partners: lazyDialog(() => import('./partners-dialog'), 'PartnersDialog'),
  help: lazyDialog(() => import('./help-dialog'), 'HelpDialog'),
  // player protection
  realityCheck: lazyDialog(() => import('../protection/reality-check-dialog'), 'RealityCheckDialog'),
  timeLimit: lazyDialog(() => import('../protection/time-limit-dialog'), 'TimeLimitDialog'),
  riskNotice: lazyDialog(() => import('../protection/risk-notice-dialog'), 'RiskNoticeDialog'),
  reauth: lazyDialog(() => import('../protection/reauth-dialog'), 'ReauthDialog'),
};

/** Dialogs that belong to a session: they close when it ends. */
const MEMBER_DIALOGS: readonly ModalName[] = [
  'contract',
  'logoutConfirm',
  'afterLogin',
  'realityCheck',
  'timeLimit',
  'riskNotice',
  'reauth',
];

/**
 * Hosts every dialog of the site and is the one owner of the `ui:modal-requested` command: any app asks
 * (`bus.request` resolves when that dialog closes; requests made before this host mounted were queued by the
 * bus), and the dialog queue shows one dialog at a time by priority (dialog-queue.ts). Dialogs of remotes
 * (login, register... of mf_auth) load by name through the registry. Also the dialog helper's dialogs, the
 * page loader and the toasts.
 */
export function ModalHost() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const entries = useObservable(dialogQueue.entries$);
  const { pathname } = useLocation();
  // no automatic popup (announcements, after-login) over the agent pages and a player's own account pages
  const current = DialogQueue.current(entries, {
    holdAutomatic: holdsAutomatic(routeForPath(pathname)?.route),
  });

  useEffect(() => bus.handle('ui:modal-requested', (req) => dialogQueue.add(req)), []);

  // a dialog only for members closes when the session ends
  useEffect(() => {
    if (session.status === 'guest') dialogQueue.drop((d) => MEMBER_DIALOGS.includes(d.name));
  }, [session.status]);

  const close = useCallback((key: number, name: ModalName) => {
    dialogQueue.close(key);
    bus.emit('ui:modal-closed', { name });
  }, []);

  let shown = null;
  if (current) {
    const onClose = () => close(current.key, current.name);
    const Comp = SHELL_DIALOGS[current.name];
    shown = Comp ? (
      // a dialog whose code does not load (offline, a dropped request) says so, with a retry and a way out
      <ChunkBoundary
        key={current.key}
        fallback={(retry) => (
          <DialogLoadFailed message={t('core.dialogFailed')} onRetry={retry} onClose={onClose} />
        )}
      >
        <Comp props={current.props} onClose={onClose} />
      </ChunkBoundary>
    ) : (
      <RemoteDialog
        key={current.key}
        name={current.name}
        props={current.props}
        onClose={onClose}
        onOpen={(name, props) => {
          onClose();
          bus.emit('ui:modal-requested', { name: name as ModalName, props });
        }}
      />
    );
  }

  return (
    <>
      <AnnouncementController />
      <Suspense fallback={null}>{shown}</Suspense>
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
          title={d.title ? (t as DynamicT)(d.title) : undefined}
          onClose={() => closeDialog(d.id)}
          autoCloseMs={d.autoCloseMs}
          closeOnCover={d.closeOnCover}
          footer={
            <div className={styles.actions}>
              <Button onClick={() => closeDialog(d.id)}>
                {(t as DynamicT)(d.confirmLabel ?? 'core.ok')}
              </Button>
            </div>
          }
        >
          <p className={styles.text}>{(t as DynamicT)(d.message)}</p>
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

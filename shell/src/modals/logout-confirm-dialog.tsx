import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import { logout } from '../session/session-lifecycle';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

/** Spec 4: logout asks first. */
export function LogoutConfirmDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      size="sm"
      title={t('core.logout.title')}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('core.logout.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              await logout();
              onClose();
            }}
          >
            {t('core.logout.confirm')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t('core.logout.text')}</p>
    </Dialog>
  );
}

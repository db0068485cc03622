import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

/** Spec 8: a trial account starting a game gets an info dialog with the needs-a-real-account text and a confirm. */
export function TrialRefusedDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      size="sm"
      title={t('core.trialRefused.title')}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('core.trialRefused.confirm')}</Button>
        </div>
      }
    >
      <p className={styles.text}>{t('core.trialRefused.text')}</p>
    </Dialog>
  );
}

import { Button, Dialog } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import styles from './auth.module.css';

/**
 * The warning popup of spec 7/8 (failed SMS request, invalid invitation code): the message and one button.
 * `action` names the button (OK by default; 'submit' for the invitation-code warning).
 */
export function WarningDialog({
  message,
  onClose,
  action = 'ok',
}: {
  message: string | null;
  onClose: () => void;
  action?: 'ok' | 'submit';
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog open={message !== null} title={t('sms.failedTitle')} onClose={onClose} size="sm">
      <div className={styles.form}>
        <p className={styles.info} role="alert">
          {message}
        </p>
        <Button block onClick={onClose}>
          {action === 'submit' ? tc('actions.submit') : tc('actions.ok')}
        </Button>
      </div>
    </Dialog>
  );
}

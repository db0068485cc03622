import { bus } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

/** What the trial account tried: the text says why it cannot (spec 8 'Register an account first'). */
const REASONS = ['play', 'favourite', 'wallet', 'centre'] as const;

/**
 * Spec 8: a trial account starting a game (or keeping a favourite, or opening the wallet or a centre) gets an info
 * dialog with the needs-a-real-account text, a way to register and a confirm. `props.reason` picks the text.
 */
export function TrialRefusedDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const reason = REASONS.find((r) => r === props?.reason) ?? 'play';
  return (
    <Dialog
      open
      size="sm"
      title={t('core.trialRefused.title')}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('core.trialRefused.confirm')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              bus.emit('ui:modal-requested', { name: 'register' });
            }}
          >
            {t('core.trialRefused.register')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>
        {t(reason === 'play' ? 'core.trialRefused.text' : `core.trialRefused.${reason}`)}
      </p>
    </Dialog>
  );
}

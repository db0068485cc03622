import { Button, Dialog } from '@jogo/shared/ui';
import { memberPageHref } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { useGo } from '../../../model/navigation';
import styles from '../../../components/auth.module.css';

/** Spec 2: the after-registration prompt, offering to go to deposit. */
export const DEPOSIT_PATH = memberPageHref('depositv2');

export function AfterRegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  return (
    <Dialog open title={t('afterRegister.title')} onClose={onClose} size="sm">
      <div className={styles.form}>
        <p className={styles.info}>{t('afterRegister.text')}</p>
        <Button
          block
          size="lg"
          onClick={() => {
            onClose();
            go(DEPOSIT_PATH);
          }}
        >
          {t('afterRegister.deposit')}
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          {t('afterRegister.later')}
        </Button>
      </div>
    </Dialog>
  );
}

import { useTranslation } from '@jogo/shared/i18n';
import { memberPageHref } from '@jogo/shared/federation';
import { useNavigate } from '@jogo/shared/router';
import { Button, Dialog } from '@jogo/shared/ui';
import { PROTECTION_PAGE } from './protection-page';
import type { ShellModalProps } from '../modals/shell-modal';
import modalStyles from '../modals/modals.module.css';

/**
 * The risks of betting, told after every login where the market asks for it (BR: Portaria
 * SPA/MF 1.231/2024); the same text (`common:risk`) is in the sign-up form.
 */
export function RiskNoticeDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="sm"
      title={t('shell:protection.risk.title')}
      onClose={onClose}
      footer={
        <div className={modalStyles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate(memberPageHref(PROTECTION_PAGE));
            }}
          >
            {t('shell:protection.risk.tools')}
          </Button>
          <Button onClick={onClose}>{t('shell:protection.risk.ok')}</Button>
        </div>
      }
    >
      <div className={modalStyles.stack}>
        <p className={modalStyles.text}>{t('common:risk.text')}</p>
        <p className={modalStyles.text}>{t('common:risk.help')}</p>
      </div>
    </Dialog>
  );
}

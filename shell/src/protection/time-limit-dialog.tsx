import { useLanguage, useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog } from '@jogo/shared/ui';
import type { ShellModalProps } from '../modals/shell-modal';
import { formatSiteTime } from '@jogo/shared/time';
import modalStyles from '../modals/modals.module.css';

/**
 * The daily time limit is reached: the gateway refuses bets and game launches until the next
 * site day; this tells the member why, and until when (`props.until`, the gateway's `blockedUntil`).
 */
export function TimeLimitDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const zone = useSettings().info?.timeZone;
  const until = typeof props.until === 'string' ? props.until : null;
  return (
    <Dialog
      open
      size="sm"
      title={t('protection.timeLimit.title')}
      onClose={onClose}
      footer={
        <div className={modalStyles.actions}>
          <Button onClick={onClose}>{t('protection.timeLimit.ok')}</Button>
        </div>
      }
    >
      <p className={modalStyles.text}>
        {until
          ? t('protection.timeLimit.body', {
              reset: formatSiteTime(until, typeof zone === 'string' ? zone : undefined, language),
            })
          : t('protection.timeLimit.bodyNoReset')}
      </p>
    </Dialog>
  );
}

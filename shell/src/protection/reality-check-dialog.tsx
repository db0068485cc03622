import { useEffect, useState } from 'react';
import { useBalance, useLanguage, useProtection } from '@jogo/shared/bus';
import { memberPageHref } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { useNavigate } from '@jogo/shared/router';
import { Button, Dialog, formatMoney } from '@jogo/shared/ui';
import type { ShellModalProps } from '../modals/shell-modal';
import { logout } from '../session/session-lifecycle';
import { reloadProtection } from './protection-runtime';
import { formatElapsed } from './session-time';
import { useElapsed } from './use-elapsed';
import styles from './protection.module.css';
import modalStyles from '../modals/modals.module.css';

/**
 * The reality check (UK RTS 13, deriv's and Pinnacle's session reminders): at the member's
 * interval, the session time (h:mm:ss) and the net win or loss since login, with continue, log out and the
 * betting record. It cannot be closed by a click beside it; continue (or Escape) closes it.
 */
export function RealityCheckDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const state = useProtection();
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  const navigate = useNavigate();
  const elapsed = useElapsed(state?.session.loginAt);
  const [busy, setBusy] = useState(false);
  // the net figure as of now, not as of the login
  useEffect(() => void reloadProtection(), []);
  const net = state?.session.net;

  return (
    <Dialog
      open
      size="sm"
      title={t('protection.realityCheck.title')}
      onClose={onClose}
      footer={
        <div className={modalStyles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate(memberPageHref('personalHistoryCopy'));
            }}
          >
            {t('protection.realityCheck.record')}
          </Button>
          <Button
            variant="secondary"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              await logout();
              onClose();
            }}
          >
            {t('protection.realityCheck.logout')}
          </Button>
          <Button onClick={onClose} autoFocus>
            {t('protection.realityCheck.continue')}
          </Button>
        </div>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('protection.realityCheck.sessionTime')}</dt>
        <dd role="timer">{elapsed === null ? '—' : formatElapsed(elapsed)}</dd>
        <dt>{t('protection.realityCheck.net')}</dt>
        <dd
          className={net === undefined ? '' : net > 0 ? styles.win : net < 0 ? styles.loss : ''}
          data-testid="reality-net"
        >
          {net === undefined
            ? t('protection.realityCheck.unknown')
            : net === 0
              ? t('protection.realityCheck.even')
              : t(net > 0 ? 'protection.realityCheck.win' : 'protection.realityCheck.loss', {
                  amount: formatMoney(Math.abs(net), currencySymbol, language),
                })}
        </dd>
      </dl>
    </Dialog>
  );
}

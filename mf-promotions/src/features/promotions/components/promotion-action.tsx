import { useState } from 'react';
import type { Promotion } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { invalidateResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, useMoney } from '@jogo/shared/ui';
import { publishBadges } from '../../../lib/badges';
import { useClaim } from '../../../lib/use-claim';
import { claimPromotion } from '../api/claim-promotion';
import { PROMOTIONS_KEY } from '../api/get-promotions';
import { affordanceOf } from '../model/state';
import { ApplyForm } from './apply-form';
import { RedEnvelope } from './red-envelope';
import styles from './promotion-action.module.css';

/**
 * The one action a promotion offers its viewer now: log in (guests), apply, wait for review, claim the bonus,
 * open today's red envelope, or a disabled state (claimed, opened today, closed, coming soon).
 * `inlineApply` shows the application form in place (the detail page) instead of in a dialog.
 */
export function PromotionAction({
  promotion,
  inlineApply = false,
}: {
  promotion: Promotion;
  inlineApply?: boolean;
}) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const money = useMoney();
  const [dialog, setDialog] = useState<'apply' | 'envelope' | null>(null);
  const refresh = () => invalidateResource(PROMOTIONS_KEY);
  const claim = useClaim(
    async () => {
      const v = await claimPromotion(promotion.id);
      publishBadges({ rewards: v.rewardsBadge });
      bus.emit('wallet:balance-refresh-requested', {});
      refresh();
      return v;
    },
    (v) => t('claim.done', { amount: money(v.amount) }),
  );
  const what = affordanceOf(promotion, session.status !== 'member');

  const applied = () => {
    setDialog(null);
    bus.emit('ui:toast-requested', { kind: 'success', message: t('apply.done') });
    refresh();
  };

  switch (what) {
    case 'none':
      return null;
    case 'login':
      return (
        <Button variant="primary" onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
          {t(promotion.action === 'RAFFLE' ? 'action.loginToOpen' : 'action.loginToApply')}
        </Button>
      );
    case 'apply':
      if (inlineApply) return <ApplyForm promotion={promotion} onApplied={applied} />;
      return (
        <>
          <Button variant="primary" onClick={() => setDialog('apply')}>
            {t('action.apply')}
          </Button>
          <Dialog
            open={dialog === 'apply'}
            onClose={() => setDialog(null)}
            title={t('apply.title', { title: promotion.title })}
          >
            <ApplyForm promotion={promotion} onApplied={applied} />
          </Dialog>
        </>
      );
    case 'claim':
      return (
        <div className={styles.stack}>
          <Button variant="primary" busy={claim.pending} onClick={() => void claim.run()}>
            {t('action.claim', { amount: money(promotion.bonus) })}
          </Button>
          {claim.error ? (
            <p role="alert" className={styles.error}>
              {claim.error.message}
            </p>
          ) : null}
        </div>
      );
    case 'envelope':
      return (
        <>
          <Button variant="primary" onClick={() => setDialog('envelope')}>
            {t('action.openEnvelope')}
          </Button>
          <RedEnvelope
            promotion={promotion}
            open={dialog === 'envelope'}
            onClose={() => {
              setDialog(null);
              refresh();
            }}
            onOpened={() => undefined}
          />
        </>
      );
    default:
      return (
        <Button variant="secondary" disabled>
          {t(`action.${what}`)}
        </Button>
      );
  }
}

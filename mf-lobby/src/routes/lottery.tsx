import { useEffect } from 'react';
import { useSearchParams } from '@jogo/shared/router';
import { bus, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState } from '@jogo/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { useVendorLanes } from '@jogo/shared/data';
import { LotteryScreen } from '../features/lottery/components/lottery-screen';
import { vendorsForRoute } from '../features/lottery/model/lottery-vendors';
import { prizeMode } from '../features/lottery/model/prize-mode';
import styles from './lobby.module.css';

/**
 * The lottery screen shared by /lottery, /seaLottery and /vnLottery (and the game-page variants
 * /lottert, /sealottery, /vnlottery): needs login (spec 2), the game comes from the gameCode query.
 */
export default function LotteryRoute({ basePath }: { basePath: string }) {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const [params, setParams] = useSearchParams();
  const lanes = useVendorLanes();
  const vendors = vendorsForRoute(basePath);

  useEffect(() => {
    if (!member) bus.emit('ui:modal-requested', { name: 'login' });
  }, [member]);

  const title = vendors.includes('TCG_LOTTO_VN')
    ? t('lottery.vnTitle')
    : vendors.includes('TCG_SEA')
      ? t('lottery.seaTitle')
      : t('lottery.title');
  return (
    <section className={styles.page} aria-label={title}>
      <PageHeader title={title} />
      {!member ? (
        <EmptyState title={t('account.loginNeeded')} icon="🔒">
          <Button onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
            {t('account.login')}
          </Button>
        </EmptyState>
      ) : (
        <LotteryScreen
          vendors={vendors}
          gameCode={params.get('gameCode')}
          prizeMode={prizeMode(lanes.data)}
          onSelect={(gameCode) => setParams({ gameCode }, { replace: true })}
        />
      )}
    </section>
  );
}

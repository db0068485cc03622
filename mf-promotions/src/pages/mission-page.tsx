import { useState } from 'react';
import { api, ENDPOINTS, type PointBalanceValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { Tabs, useFormat } from '@jogo/shared/ui';
import { LentHeader } from '../components/page-header/lent-header';
import { Leaderboard } from '../features/missions/components/leaderboard';
import { MissionList } from '../features/missions/components/mission-list';
import { paths } from '../paths';
import styles from './lent-page.module.css';

type Tab = 'missions' | 'leaderboard';

/** missionLeaderboard, lent to the member centre by name: missions with progress and claim, and the leaderboard. */
export default function MissionPage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  const num = useFormat().number;
  const [tab, setTab] = useState<Tab>('missions');
  const points = useResource('promotions:points:balance', (signal): Promise<PointBalanceValue> =>
    api().call(ENDPOINTS.pointBalance, { signal }),
  );
  return (
    <section className={styles.page} data-page="mission-page" data-host={host}>
      <LentHeader
        host={host}
        title={t('missions.title')}
        subtitle={
          <>
            {t('missions.points')}{' '}
            <strong data-testid="mission-points">{points.data ? num(points.data.points) : '…'}</strong> ·{' '}
            <Link to={paths.pointMall()}>{t('mall.title')}</Link>
          </>
        }
      />
      <Tabs
        items={[
          { id: 'missions' as Tab, label: t('missions.tabs.missions') },
          { id: 'leaderboard' as Tab, label: t('missions.tabs.leaderboard') },
        ]}
        active={tab}
        label={t('missions.title')}
        onChange={setTab}
      />
      {tab === 'missions' ? <MissionList onClaimed={points.reload} /> : <Leaderboard />}
    </section>
  );
}

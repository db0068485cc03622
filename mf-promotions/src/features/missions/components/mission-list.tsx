import { useEffect } from 'react';
import type { Mission } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { invalidateResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useFormat, useMoney } from '@jogo/shared/ui';
import { ClaimButton } from '../../../components/claim-button/claim-button';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { publishBadges } from '../../../lib/badges';
import { useClaim } from '../../../lib/use-claim';
import { MISSIONS_KEY, claimMission, useMissions } from '../api/missions-api';
import styles from './missions.module.css';

const CLAIM_STATE = { IN_PROGRESS: 'IN_PROGRESS', COMPLETED: 'CLAIMABLE', CLAIMED: 'CLAIMED' } as const;

/** Missions with progress bars; a completed one is claimed for its points (and bonus), once per period. */
export function MissionList({ onClaimed }: { onClaimed?: () => void }) {
  const { t } = useTranslation('promotions');
  const { data, error, reload } = useMissions();
  useEffect(() => {
    if (data) publishBadges({ missions: data.claimableCount });
  }, [data]);
  if (error && !data)
    return (
      <EmptyState title={error.message || t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data)
    return (
      <div className={styles.list} aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={92} radius={12} />
        ))}
      </div>
    );
  if (!data.list.length) return <EmptyState title={t('missions.empty')} />;
  return (
    <ul className={styles.list} aria-label={t('missions.title')}>
      {data.list.map((m) => (
        <MissionRow key={m.id} mission={m} onClaimed={onClaimed} />
      ))}
    </ul>
  );
}

function MissionRow({ mission: m, onClaimed }: { mission: Mission; onClaimed?: () => void }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const num = useFormat().number;
  const claim = useClaim(
    async () => {
      const v = await claimMission(m.id);
      publishBadges({ missions: v.claimableCount });
      if (v.balance !== null) bus.emit('wallet:balance-refresh-requested', {});
      invalidateResource(MISSIONS_KEY);
      onClaimed?.();
      return v;
    },
    () => t('claim.donePoints', { points: num(m.rewardPoints) }),
  );
  const progress = m.metric === 'BET_AMOUNT' || m.metric === 'DEPOSIT_AMOUNT' ? money : num;
  return (
    <li className={styles.row} aria-label={m.title}>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <p className={styles.title}>{m.title}</p>
          <span className={styles.period}>{t(`missions.period.${m.period}`)}</span>
        </div>
        <p className={styles.desc}>{m.description}</p>
        <ProgressBar
          value={m.progress}
          max={m.target}
          label={t('missions.progress', { title: m.title })}
          text={`${progress(m.progress)} / ${progress(m.target)}`}
        />
        <p className={styles.reward}>
          {t('rewards.pointsShort', { points: num(m.rewardPoints) })}
          {m.rewardBonus > 0 ? ` + ${money(m.rewardBonus)}` : ''}
        </p>
      </div>
      <ClaimButton
        state={CLAIM_STATE[m.status]}
        pending={claim.pending}
        error={claim.error}
        onClaim={() => void claim.run()}
        name={m.title}
      />
    </li>
  );
}

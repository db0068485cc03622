import { useEffect } from 'react';
import type { RewardTask, RewardTaskKey, RewardTasksValue, SignInDay } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { invalidateResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { useLanguage } from '@jogo/shared/bus';
import { Button, EmptyState, Skeleton, useFormat, useMoney } from '@jogo/shared/ui';
import { ClaimButton } from '../../../components/claim-button/claim-button';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { publishBadges } from '../../../lib/badges';
import { useClaim } from '../../../lib/use-claim';
import { REWARDS_KEY, claimRewardTask, useRewardTasks } from '../api/rewards-api';
import styles from './reward-center.module.css';

/** The reward centre: sign-in calendar, newbie tasks and the rescue bonus, each with progress and claim. */
export function RewardCenter() {
  const { t } = useTranslation('promotions');
  const { data, error, reload } = useRewardTasks();
  useEffect(() => {
    if (data) publishBadges({ rewards: data.claimableCount });
  }, [data]);
  if (error && !data)
    return (
      <EmptyState title={error.message || t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data)
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={150} radius={16} />
        <Skeleton height={220} radius={16} />
        <Skeleton height={120} radius={16} />
      </div>
    );
  return (
    <div className={styles.stack}>
      <SignInCalendar days={data.signIn.days} />
      {data.newbie.length ? <NewbieTasks tasks={data.newbie} /> : null}
      {/* a market without the rescue bonus sends it with no cap: nothing on offer, no box (gateway "Market profile") */}
      {data.rescue.cap > 0 ? <RescueBonus rescue={data.rescue} /> : null}
    </div>
  );
}

function useTaskClaim() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const num = useFormat().number;
  return useClaim(
    async (task: RewardTaskKey) => {
      const v = await claimRewardTask(task);
      publishBadges({ rewards: v.claimableCount });
      if (v.amount > 0) bus.emit('wallet:balance-refresh-requested', {});
      invalidateResource(REWARDS_KEY);
      invalidateResource('promotions:points');
      return v;
    },
    (v) =>
      v.amount > 0
        ? t('claim.doneMoney', { amount: money(v.amount) })
        : t('claim.donePoints', { points: num(v.points) }),
  );
}

function SignInCalendar({ days }: { days: SignInDay[] }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const claim = useTaskClaim();
  const weekday = new Intl.DateTimeFormat(language === 'EN' ? 'en-GB' : 'pt-BR', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const today = days.find((d) => d.status === 'CLAIMABLE');
  const signedToday = !today;
  return (
    <section className={styles.panel} aria-labelledby="rc-signin">
      <div className={styles.head}>
        <h2 id="rc-signin" className={styles.title}>
          {t('rewards.signIn.title')}
        </h2>
        <ClaimButton
          state={signedToday ? 'CLAIMED' : 'CLAIMABLE'}
          pending={claim.pending}
          error={claim.error}
          onClaim={() => void claim.run('SIGN_IN')}
          name={t('rewards.signIn.claim')}
        />
      </div>
      <p className={styles.muted}>{t('rewards.signIn.text')}</p>
      <ol className={styles.calendar}>
        {days.map((d) => (
          <li
            key={d.date}
            className={`${styles.day} ${styles[d.status.toLowerCase()]}`}
            aria-label={`${weekday.format(new Date(`${d.date}T00:00:00Z`))}: ${t(`rewards.signIn.status.${d.status}`)}`}
          >
            <span className={styles.weekday}>{weekday.format(new Date(`${d.date}T00:00:00Z`))}</span>
            <span className={styles.dayMark} aria-hidden="true">
              {d.status === 'CLAIMED' ? '✓' : d.status === 'MISSED' ? '–' : '★'}
            </span>
            <span className={styles.dayPoints}>
              {d.points !== null ? t('rewards.pointsShort', { points: d.points }) : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function NewbieTasks({ tasks }: { tasks: RewardTask[] }) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.panel} aria-labelledby="rc-newbie">
      <h2 id="rc-newbie" className={styles.title}>
        {t('rewards.newbie.title')}
      </h2>
      <ul className={styles.list}>
        {tasks.map((task) => (
          <NewbieTaskRow key={task.task} task={task} />
        ))}
      </ul>
    </section>
  );
}

function NewbieTaskRow({ task }: { task: RewardTask }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const claim = useTaskClaim();
  const name = (t as DynamicT)(`rewards.newbie.tasks.${task.task}`);
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <p className={styles.rowTitle}>{name}</p>
        <p className={styles.reward}>
          {task.amount > 0 ? money(task.amount) : t('rewards.pointsShort', { points: task.points })}
        </p>
        <ProgressBar
          value={task.progress}
          max={task.target}
          label={name}
          text={`${task.progress}/${task.target}`}
        />
      </div>
      <ClaimButton
        state={task.status}
        pending={claim.pending}
        error={claim.error}
        onClaim={() => void claim.run(task.task)}
        name={name}
      />
    </li>
  );
}

function RescueBonus({ rescue }: { rescue: RewardTasksValue['rescue'] }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { number } = useFormat();
  const claim = useTaskClaim();
  return (
    <section className={styles.panel} aria-labelledby="rc-rescue">
      <div className={styles.head}>
        <h2 id="rc-rescue" className={styles.title}>
          {t('rewards.rescue.title')}
        </h2>
        <ClaimButton
          state={rescue.status}
          pending={claim.pending}
          error={claim.error}
          onClaim={() => void claim.run('RESCUE')}
          name={t('rewards.rescue.title')}
        />
      </div>
      <p className={styles.muted}>
        {t('rewards.rescue.rule', {
          rate: number(rescue.rate, { maxDigits: 2 }),
          min: money(rescue.minLoss),
          cap: money(rescue.cap),
        })}
      </p>
      <ProgressBar
        value={rescue.loss}
        max={rescue.minLoss}
        label={t('rewards.rescue.title')}
        text={t('rewards.rescue.loss', { loss: money(rescue.loss) })}
      />
      {rescue.amount > 0 ? (
        <p className={styles.reward}>{t('rewards.rescue.amount', { amount: money(rescue.amount) })}</p>
      ) : null}
    </section>
  );
}

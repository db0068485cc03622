import type { VipLevel, VipProgressValue } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useFormat, useMoney } from '@jogo/shared/ui';
import { ProgressBar } from '../../../components/progress-bar/progress-bar';
import { useVipLevels, useVipProgress } from '../api/vip-api';
import styles from './vip.module.css';

/** VIP: the member's level, progress to the next from cumulative deposits and bets, and every level's benefits. */
export function PlayerRank() {
  const { t } = useTranslation('promotions');
  const levels = useVipLevels();
  const progress = useVipProgress();
  const error = levels.error ?? progress.error;
  if (error && (!levels.data || !progress.data))
    return (
      <EmptyState title={error.message || t('errors.load')}>
        <Button
          onClick={() => {
            levels.reload();
            progress.reload();
          }}
        >
          {t('errors.retry')}
        </Button>
      </EmptyState>
    );
  if (!levels.data || !progress.data)
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={180} radius={16} />
        <Skeleton height={260} radius={16} />
      </div>
    );
  return (
    <div className={styles.stack}>
      <Progress p={progress.data} />
      <Levels list={levels.data.list} current={progress.data.level} />
    </div>
  );
}

function Progress({ p }: { p: VipProgressValue }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { number } = useFormat();
  return (
    <section className={styles.hero} aria-labelledby="vip-current">
      <div className={styles.badge} aria-hidden="true">
        {p.level}
      </div>
      <div className={styles.heroBody}>
        <h2 id="vip-current" className={styles.level}>
          {t('vip.current', { level: p.level, name: p.levelName })}
        </h2>
        {p.nextLevel === null ? (
          <p className={styles.muted}>{t('vip.top')}</p>
        ) : (
          <>
            <p className={styles.muted}>
              {t('vip.toNext', { level: p.nextLevel, percent: number(p.progressPercent, { maxDigits: 2 }) })}
            </p>
            {/* only what the levels count: a market whose levels ask no deposit (BR) measures bets alone */}
            {p.depositRequired ? (
              <ProgressBar
                value={p.totalDeposit}
                max={p.depositRequired}
                label={t('vip.deposits')}
                text={`${t('vip.deposits')}: ${money(p.totalDeposit)} / ${money(p.depositRequired)}`}
              />
            ) : null}
            <ProgressBar
              value={p.totalBet}
              max={p.betRequired ?? 0}
              label={t('vip.bets')}
              text={`${t('vip.bets')}: ${money(p.totalBet)} / ${money(p.betRequired ?? 0)}`}
            />
          </>
        )}
      </div>
    </section>
  );
}

function Levels({ list, current }: { list: VipLevel[]; current: number }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { number } = useFormat();
  // a benefit no level offers (a market without deposits in its levels, rebates or level-up bonuses) is not shown
  const shown = {
    deposit: list.some((l) => l.depositRequired > 0),
    rebate: list.some((l) => l.rebateRate > 0),
    bonus: list.some((l) => l.upgradeBonus > 0),
  };
  return (
    <section className={styles.panel} aria-labelledby="vip-levels">
      <h2 id="vip-levels" className={styles.title}>
        {t('vip.levels')}
      </h2>
      <ol className={styles.levels}>
        {list.map((l) => (
          <li
            key={l.level}
            className={`${styles.levelCard} ${l.level === current ? styles.mine : ''}`}
            aria-current={l.level === current ? 'true' : undefined}
          >
            <p className={styles.levelName}>
              VIP {l.level} · {l.name}
            </p>
            <dl className={styles.benefits}>
              {shown.deposit ? (
                <div>
                  <dt>{t('vip.needDeposit')}</dt>
                  <dd>{money(l.depositRequired)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('vip.needBet')}</dt>
                <dd>{money(l.betRequired)}</dd>
              </div>
              {shown.rebate ? (
                <div>
                  <dt>{t('vip.rebateRate')}</dt>
                  <dd>{t('vip.percent', { value: number(l.rebateRate, { maxDigits: 2 }) })}</dd>
                </div>
              ) : null}
              {shown.bonus ? (
                <div>
                  <dt>{t('vip.upgradeBonus')}</dt>
                  <dd>{money(l.upgradeBonus)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useState } from 'react';
import type { PointRedeemRecord, PointReward } from '@jogo/shared/api';
import { useBusState } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { useSearchParams } from '@jogo/shared/router';
import { Button, EmptyState, Pagination, Skeleton, Tabs, useFormat } from '@jogo/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { StatusPill, type PillTone } from '../components/status-pill/status-pill';
import {
  usePointBalance,
  usePointConfig,
  usePointGoods,
  useRedeemRecords,
} from '../features/points/api/points-api';
import { ConvertPanel } from '../features/points/components/convert-panel';
import { RedeemDialog } from '../features/points/components/redeem-dialog';
import pointStyles from '../features/points/components/points.module.css';
import { useDate } from '../lib/use-date';
import styles from './pages.module.css';

type Tab = 'goods' | 'convert' | 'records';
const TABS: Tab[] = ['goods', 'convert', 'records'];
const RECORD_TONE: Record<PointRedeemRecord['status'], PillTone> = {
  IN_PROCESS: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  ISSUED: 'gold',
};

/** /pointMall (member): points balance, goods and redeem, convert to balance, redeem records (spec 1, 7, 9). */
export default function PointMallPage() {
  const { t } = useTranslation('promotions');
  const { number: num, money } = useFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const balance = usePointBalance();
  const config = usePointConfig();
  const points = balance.data?.points ?? 0;
  // a market where points do not become money (BR) sends a conversion rate of 0: no convert tab
  // a trial session has no points (the gateway refuses its balance): the goods only, and no empty balance
  const trial = useBusState('session:changed').isTrial;
  const tabs = trial
    ? TABS.filter((x) => x === 'goods')
    : config.data?.convertRate === 0
      ? TABS.filter((x) => x !== 'convert')
      : TABS;
  const tab = (tabs as string[]).includes(asked) ? (asked as Tab) : 'goods';

  return (
    <section className={styles.page} data-page="point-mall">
      <PageHeader title={t('mall.title')} />
      <div className={pointStyles.summary}>
        <div>
          {trial ? (
            <p className={pointStyles.muted}>{t('mall.trialNoPoints')}</p>
          ) : (
            <p className={pointStyles.balanceLabel}>{t('mall.balance')}</p>
          )}
          {trial ? null : balance.data ? (
            <p className={pointStyles.balance} data-testid="point-balance">
              {num(points)}
            </p>
          ) : (
            // the balance's own height (its 2 px margin and one line), so nothing moves when it comes
            <Skeleton width={160} height={42} />
          )}
        </div>
        <p className={pointStyles.muted}>{t('mall.noExpiry', { amount: money(1) })}</p>
      </div>
      <Tabs
        items={tabs.map((id) => ({ id, label: t(`mall.tabs.${id}`) }))}
        active={tab}
        label={t('mall.title')}
        onChange={(id) => setParams(id === 'goods' ? {} : { tab: id }, { replace: true })}
      />
      {tab === 'goods' ? <Goods points={points} /> : null}
      {tab === 'convert' ? (
        <div className={styles.panel}>
          <ConvertPanel points={points} minPoints={config.data?.minConvertPoints ?? 100} />
        </div>
      ) : null}
      {tab === 'records' ? <Records /> : null}
    </section>
  );
}

function Goods({ points }: { points: number }) {
  const { t } = useTranslation('promotions');
  const num = useFormat().number;
  const { data, error, reload } = usePointGoods();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  if (error && !data)
    return (
      <EmptyState title={t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data)
    return (
      <div className={pointStyles.goods} aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={260} radius={16} />
        ))}
      </div>
    );
  if (!data.list.length) return <EmptyState title={t('mall.noGoods')} />;
  return (
    <>
      <ul className={pointStyles.goods} aria-label={t('mall.tabs.goods')}>
        {data.list.map((g) => (
          <li key={g.id} className={pointStyles.item} aria-label={g.name}>
            <img src={g.imageUrl} alt="" loading="lazy" />
            <div className={pointStyles.itemBody}>
              <h2 className={pointStyles.itemName}>{g.name}</h2>
              <p className={pointStyles.price}>{t('mall.price', { points: num(g.cost) })}</p>
              <p className={pointStyles.stock}>
                {g.stock > 0 ? t('mall.stock', { count: g.stock }) : t('mall.soldOut')}
              </p>
            </div>
            <div className={pointStyles.itemAction}>
              <Button
                variant={g.cost <= points ? 'primary' : 'secondary'}
                block
                disabled={g.stock < 1}
                onClick={() => setChosen(g)}
              >
                {t('mall.redeem')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RedeemDialog goods={chosen} points={points} onClose={() => setChosen(null)} />
    </>
  );
}

function Records() {
  const { t } = useTranslation('promotions');
  const num = useFormat().number;
  const date = useDate();
  const [page, setPage] = useState(1);
  const { data, error, reload } = useRedeemRecords(page);
  if (error && !data)
    return (
      <EmptyState title={t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data) return <Skeleton height={200} radius={16} />;
  if (!data.content.length) return <EmptyState title={t('mall.noRecords')} />;
  return (
    <div className={styles.panel}>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('mall.tabs.records')}>
          <thead>
            <tr>
              <th scope="col">{t('mall.date')}</th>
              <th scope="col">{t('mall.goods')}</th>
              <th scope="col" className={styles.num}>
                {t('mall.quantity')}
              </th>
              <th scope="col" className={styles.num}>
                {t('mall.points')}
              </th>
              <th scope="col">{t('mall.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((r) => (
              <tr key={r.id}>
                <td>{date(r.createdAt, true)}</td>
                <td>{r.rewardName}</td>
                <td className={styles.num}>{r.quantity}</td>
                <td className={styles.num}>{num(r.points)}</td>
                <td>
                  <StatusPill tone={RECORD_TONE[r.status]}>{t(`mall.recordStatus.${r.status}`)}</StatusPill>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.totalPages > 1 ? (
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
      ) : null}
    </div>
  );
}

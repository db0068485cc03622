import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { useAction, useResource } from '@jogo/shared/data';
import {
  ENDPOINTS,
  api,
  type BetStatus,
  type BetTimeBasis,
  type BetTotals,
  type BettingRecordQuery,
} from '@jogo/shared/api';
import { bus, useTimeZone } from '@jogo/shared/bus';
import { Button, Pagination, Tabs, useMoney } from '@jogo/shared/ui';
import { DateFilter } from '../../../components/records/date-filter';
import { presetRange, type Preset } from '../../../components/records/date-range';
import { ExportButton } from '../../../components/records/export-button';
import { useDateTime, useZoneLabel, ZoneNote } from '../../../components/records/use-date-time';
import { RecordStates } from '../../../components/records/record-states';
import styles from '../../../components/records/records.module.css';

/** Product tabs of the betting record (game types of spec 2). */
export const GAME_TABS = ['ALL', 'LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
const STATUSES: (BetStatus | 'ALL')[] = ['ALL', 'SETTLED', 'PENDING', 'CANCELLED'];
export const PAGE_SIZE = 20;

/**
 * personalHistoryCopy: bets by product, by bet or settlement time, date presets or a custom range (93 days
 * at most), status, 20 per page, totals of the page and of the whole filter; lottery bets cancellable while
 * their draw is open. Export gives the same filter as CSV.
 */
export function BettingRecord() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const when = useDateTime();
  const zoneLabel = useZoneLabel();
  const [gameType, setGameType] = useState<(typeof GAME_TABS)[number]>('ALL');
  const [timeBasis, setTimeBasis] = useState<BetTimeBasis>('bet');
  const [status, setStatus] = useState<BetStatus | 'ALL'>('ALL');
  const [preset, setPreset] = useState<Preset>('today');
  const zone = useTimeZone();
  const [range, setRange] = useState(() => presetRange('today', zone));
  const [pageNo, setPageNo] = useState(1);
  const query: BettingRecordQuery = { gameType, timeBasis, status, ...range };
  const key = `member:bets:${JSON.stringify(query)}:${pageNo}`;
  const list = useResource(key, (signal) =>
    api().call(ENDPOINTS.bettingRecords, {
      query: { ...query, pageNo, pageSize: PAGE_SIZE } as Record<string, string | number>,
      signal,
    }),
  );
  const cancel = useAction(async (betId: number) => {
    await api().call(ENDPOINTS.cancelBet, { body: { betId } });
    bus.emit('ui:toast-requested', { kind: 'success', message: 'member:betting.cancelled' });
    bus.emit('wallet:balance-refresh-requested', {});
    list.reload();
  });
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  const v = list.data;

  const totalsRow = (label: string, x: BetTotals) => (
    <tr className={styles.totals}>
      <td colSpan={5}>
        {label} ({x.count})
      </td>
      <td data-label={t('betting.stake')} className={styles.num}>
        {money(x.stake)}
      </td>
      <td data-label={t('betting.validBet')} className={styles.num}>
        {money(x.validBet)}
      </td>
      <td data-label={t('betting.payout')} className={styles.num}>
        {money(x.payout)}
      </td>
      <td
        data-label={t('betting.winLoss')}
        className={`${styles.num} ${x.winLoss < 0 ? styles.neg : styles.pos}`}
      >
        {money(x.winLoss)}
      </td>
      <td />
    </tr>
  );

  return (
    <section>
      <Tabs
        label={t('betting.product')}
        items={GAME_TABS.map((g) => ({ id: g, label: t(`gameType.${g}`) }))}
        active={gameType}
        onChange={filter(setGameType)}
      />
      <div className={styles.toolbar}>
        <DateFilter
          preset={preset}
          range={range}
          onChange={(p, r) => {
            setPreset(p);
            setRange(r);
            setPageNo(1);
          }}
        />
        <div className={styles.filters}>
          <label className={styles.dateField}>
            <span>{t('betting.timeBasis')}</span>
            <select
              className={styles.select}
              value={timeBasis}
              onChange={(e) => filter(setTimeBasis)(e.target.value as BetTimeBasis)}
            >
              <option value="bet">{t('betting.betTime')}</option>
              <option value="settle">{t('betting.settleTime')}</option>
            </select>
          </label>
          <label className={styles.dateField}>
            <span>{t('betting.status')}</span>
            <select
              className={styles.select}
              value={status}
              onChange={(e) => filter(setStatus)(e.target.value as BetStatus | 'ALL')}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`betStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <ExportButton request={{ kind: 'bets', query }} disabled={!v || v.totalCount === 0} />
        </div>
      </div>
      <RecordStates list={list} skeletonHeight={320}>
        {(v) => (
          <>
            <div className={styles.tableWrap} tabIndex={0}>
              <table className={`${styles.table} ${styles.cards}`} aria-label={t('menu.personalHistoryCopy')}>
                <thead>
                  <tr>
                    <th>
                      {t('betting.betTime')}
                      <ZoneNote className={styles.zone} />
                    </th>
                    <th>
                      {t('betting.settleTime')}
                      <ZoneNote className={styles.zone} />
                    </th>
                    <th>{t('betting.game')}</th>
                    <th>{t('betting.type')}</th>
                    <th>{t('betting.status')}</th>
                    <th className={styles.num}>{t('betting.stake')}</th>
                    <th className={styles.num}>{t('betting.validBet')}</th>
                    <th className={styles.num}>{t('betting.payout')}</th>
                    <th className={styles.num}>{t('betting.winLoss')}</th>
                    <th aria-label={t('betting.actions')} />
                  </tr>
                </thead>
                <tbody>
                  {v.content.map((r) => (
                    <tr key={r.id} data-bet-id={r.id}>
                      <td data-label={`${t('betting.betTime')} (${zoneLabel})`}>{when(r.betTime)}</td>
                      <td data-label={`${t('betting.settleTime')} (${zoneLabel})`}>{when(r.settleTime)}</td>
                      <td data-label={t('betting.game')}>
                        {r.gameName}
                        {r.drawNo ? ` · ${t('betting.draw', { draw: r.drawNo })}` : ''}
                      </td>
                      <td data-label={t('betting.type')}>
                        {t(`gameType.${r.gameType}`, { defaultValue: r.gameType })}
                      </td>
                      <td data-label={t('betting.status')}>
                        <span className={styles.status}>{t(`betStatus.${r.status}`)}</span>
                      </td>
                      <td data-label={t('betting.stake')} className={styles.num}>
                        {money(r.stake)}
                      </td>
                      <td data-label={t('betting.validBet')} className={styles.num}>
                        {money(r.validBet)}
                      </td>
                      <td data-label={t('betting.payout')} className={styles.num}>
                        {money(r.payout)}
                      </td>
                      <td
                        data-label={t('betting.winLoss')}
                        className={`${styles.num} ${r.winLoss < 0 ? styles.neg : r.winLoss > 0 ? styles.pos : ''}`}
                      >
                        {money(r.winLoss)}
                      </td>
                      <td>
                        {r.cancellable ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            busy={cancel.pending}
                            onClick={() => void cancel.run(r.id)}
                          >
                            {t('betting.cancel')}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {totalsRow(t('records.pageTotals'), v.pageTotals)}
                  {totalsRow(t('records.grandTotals'), v.grandTotals)}
                </tfoot>
              </table>
            </div>
            {cancel.error ? (
              <p role="alert" className={styles.error}>
                {cancel.error.message}
              </p>
            ) : null}
            <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
          </>
        )}
      </RecordStates>
    </section>
  );
}

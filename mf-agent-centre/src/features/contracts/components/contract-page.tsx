import { useState, type FormEvent } from 'react';
import {
  api,
  ENDPOINTS,
  type AgentContract,
  type ContractKind,
  type ContractRecord,
  type ContractProcessBody,
} from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, EmptyState, Pagination, Skeleton, useFormat } from '@jogo/shared/ui';
import { useDateTime, useMoney, usePercent } from '../../../components/page/use-money';
import { StatementDialog } from '../../income/components/statement';
import { OFFERS_RESOURCE } from '../../../layout/pending-offers';
import { StatementTable } from '../../income/components/income';
import { CHOOSABLE_PERIODS, periodChoosable, terminatedBy, validateOffer } from '../model/contract-rule';
import page from '../../../components/page/page.module.css';
import styles from './contract-page.module.css';
import { LoadError } from '../../../components/page/load-error';

const ENDPOINT_OF = {
  DIVIDEND: ENDPOINTS.dividendContract,
  DAILY: ENDPOINTS.dailySalaryContract,
  HOURLY: ENDPOINTS.hourlySalaryContract,
  REALTIME: ENDPOINTS.realTimeSalaryContract,
} as const;

const process = (kind: ContractKind, body: ContractProcessBody, signal?: AbortSignal) =>
  api().call(ENDPOINT_OF[kind], { body, signal });

/**
 * One contract kind (dividend, daily wages, hourly salary, real-time salary): my contract, offers made to
 * me (accept or reject), offering one to a direct downline agent, contracts I gave, and settlement records.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agent', 'common']);
  const info = useResource(`agent:contract:${kind}`, (signal) => process(kind, { action: 'info' }, signal));
  if (info.error) return <LoadError error={info.error} onRetry={info.reload} />;
  if (!info.data) return <Skeleton height={320} />;
  const v = info.data;
  return (
    <>
      <p className={page.muted}>{t(`contract.explain.${kind}`)}</p>
      <p className={page.muted}>{t('pay.differenceNote')}</p>
      <section className={page.card} aria-labelledby="mine-title">
        <h2 className={page.cardTitle} id="mine-title">
          {t('contract.mine')}
        </h2>
        <p>
          {t('pay.state')}: <strong data-state={v.state}>{t(`pay.states.${v.state}`)}</strong>
        </p>
        {v.mine ? <ContractLine c={v.mine} /> : <p className={page.muted}>{t('contract.noneMine')}</p>}
      </section>
      {v.pending.length > 0 && <Offers kind={kind} offers={v.pending} />}
      {v.unclaimed.length > 0 && <Unclaimed kind={kind} rows={v.unclaimed} />}
      {/* no rate of my own: an offer can never succeed, so there is no form to fill */}
      {v.maxRate > 0 && <OfferForm kind={kind} maxRate={v.maxRate} />}
      <section className={page.card} aria-labelledby="given-title">
        <h2 className={page.cardTitle} id="given-title">
          {t('contract.given')}
        </h2>
        {v.downlines.length === 0 ? (
          <p className={page.muted}>{t('contract.noneGiven')}</p>
        ) : (
          <ul className={styles.list}>
            {v.downlines.map((c) => (
              <li key={c.id}>
                <ContractLine c={c} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Records kind={kind} />
    </>
  );
}

function ContractLine({ c }: { c: AgentContract }) {
  const { t } = useTranslation(['agent', 'common']);
  const when = useDateTime();
  const percent = usePercent();
  return (
    <dl className={styles.line}>
      <div>
        <dt>{t('contract.rate')}</dt>
        <dd className={styles.rate}>{percent(c.rate)}</dd>
      </div>
      <div>
        <dt>{t('contract.period')}</dt>
        <dd>{t(`contract.periods.${c.period}`)}</dd>
      </div>
      <div>
        <dt>{t('contract.from')}</dt>
        <dd>{c.fromUsername === 'house' ? t('contract.house') : c.fromUsername}</dd>
      </div>
      <div>
        <dt>{t('contract.to')}</dt>
        <dd>{c.toUsername}</dd>
      </div>
      <div>
        <dt>{t('contract.status')}</dt>
        <dd>{t(`contract.statuses.${c.status}`)}</dd>
      </div>
      <div>
        <dt>{t('contract.signedAt')}</dt>
        <dd>{when(c.signedAt ?? c.createdAt)}</dd>
      </div>
    </dl>
  );
}

/** Offers waiting for me; accepting one that terminates my downline's contracts asks first (spec 8). */
export function Offers({ kind, offers }: { kind: ContractKind; offers: AgentContract[] }) {
  const { t } = useTranslation(['agent', 'common']);
  const { number } = useFormat();
  const [confirming, setConfirming] = useState<AgentContract | null>(null);
  const answer = useAction(async (action: 'accept' | 'reject', c: AgentContract, confirm?: boolean) => {
    await process(kind, { action, contractId: c.id, confirm });
    bus.emit('ui:toast-requested', { kind: 'success', message: t(`contract.${action}ed`) });
    setConfirming(null);
    invalidateResource(`agent:contract:${kind}`);
    invalidateResource(OFFERS_RESOURCE);
  });
  const accept = (c: AgentContract) => {
    if (terminatedBy(c).length) setConfirming(c);
    else void answer.run('accept', c);
  };
  return (
    <section className={page.card} aria-labelledby="offers-title">
      <h2 className={page.cardTitle} id="offers-title">
        {t('contract.offers')}
      </h2>
      <ul className={styles.list}>
        {offers.map((c) => (
          <li key={c.id} className={styles.offer}>
            <ContractLine c={c} />
            <div className={page.buttons}>
              <Button size="sm" busy={answer.pending} onClick={() => accept(c)}>
                {t('contract.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={answer.pending}
                onClick={() => void answer.run('reject', c)}
              >
                {t('contract.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {answer.error && (
        <p className={page.error} role="alert">
          {answer.error.message}
        </p>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('contract.confirmTitle')}
        size="sm"
        footer={
          <div className={page.buttons}>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={answer.pending}
              onClick={() => confirming && void answer.run('accept', confirming, true)}
            >
              {t('contract.confirmAccept')}
            </Button>
          </div>
        }
      >
        <p>{t('contract.confirmText', { rate: number(confirming?.rate ?? 0) })}</p>
        <ul>
          {confirming &&
            terminatedBy(confirming).map((x) => (
              <li key={x.username}>
                {t('contract.terminates', { username: x.username, rate: number(x.rate) })}
              </li>
            ))}
        </ul>
      </Dialog>
    </section>
  );
}

/** Offer a contract to a direct downline agent, at most my own rate. */
function OfferForm({ kind, maxRate }: { kind: ContractKind; maxRate: number }) {
  const { t } = useTranslation(['agent', 'common']);
  const { number } = useFormat();
  const me = useSession().member?.account ?? '';
  const agents = useResource(me ? `agent:direct-agents:${me}` : null, (signal) =>
    api().call(ENDPOINTS.agentDownlines, {
      query: { parent: me, pageSize: 100, sort: 'username', order: 'asc' },
      signal,
    }),
  );
  const direct = (agents.data?.content ?? []).filter((d) => d.isAgent);
  // no agent right below me: nobody to offer to
  const none = agents.data !== undefined && direct.length === 0;
  const [username, setUsername] = useState('');
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<string>('WEEKLY');
  const [error, setError] = useState<string | null>(null);
  const offer = useAction(async () => {
    await process(kind, {
      action: 'offer',
      username,
      rate: Number(rate),
      period: periodChoosable(kind) ? (period as (typeof CHOOSABLE_PERIODS)[number]) : undefined,
    });
    bus.emit('ui:toast-requested', { kind: 'success', message: t('contract.offered', { username }) });
    setRate('');
    invalidateResource(`agent:contract:${kind}`);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = validateOffer(username, rate, maxRate);
    setError(err ? t(`contract.error.${err}`, { max: number(maxRate) }) : null);
    if (!err) void offer.run();
  };
  if (none) return null;
  return (
    <form className={page.card} onSubmit={submit} aria-labelledby="offer-title" noValidate>
      <h2 className={page.cardTitle} id="offer-title">
        {t('contract.offerTitle')}
      </h2>
      <div className={page.filters}>
        <label className={page.select}>
          {t('contract.downline')}
          <select value={username} onChange={(e) => setUsername(e.target.value)}>
            <option value="">{t('contract.pick')}</option>
            {direct.map((d) => (
              <option key={d.id} value={d.username}>
                {d.username}
              </option>
            ))}
          </select>
        </label>
        <label className={page.select}>
          {t('contract.rateMax', { max: number(maxRate) })}
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={maxRate}
            step={0.01}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </label>
        {periodChoosable(kind) && (
          <label className={page.select}>
            {t('contract.period')}
            <select value={period} onChange={(e) => setPeriod(e.target.value)}>
              {CHOOSABLE_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`contract.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button type="submit" busy={offer.pending}>
          {t('contract.offer')}
        </Button>
      </div>
      {(error || offer.error) && (
        <p className={page.error} role="alert">
          {error ?? offer.error?.message}
        </p>
      )}
    </form>
  );
}

/** Settled amounts waiting for my claim (dividends): claim one or all; each is credited once. */
function Unclaimed({ kind, rows }: { kind: ContractKind; rows: ContractRecord[] }) {
  const { t } = useTranslation(['agent', 'common']);
  const money = useMoney();
  const when = useDateTime();
  const [open, setOpen] = useState<ContractRecord | null>(null);
  const claim = useAction(async (recordId?: number) => {
    const v = await process(kind, { action: 'claim', recordId });
    bus.emit('ui:toast-requested', {
      kind: 'success',
      message: t('pay.claimed', { amount: money(v.claimed ?? 0) }),
    });
    invalidateResource(`agent:contract:${kind}`);
    invalidateResource('agent:income');
  });
  const total = rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100;
  return (
    <section className={page.card} aria-labelledby="unclaimed-title">
      <h2 className={page.cardTitle} id="unclaimed-title">
        {t('pay.unclaimedList')}
      </h2>
      <p>
        {t('pay.unclaimed')}: <strong>{money(total)}</strong>
      </p>
      <StatementTable rows={rows} onOpen={setOpen} when={when} money={money} />
      <div className={page.buttons}>
        <Button busy={claim.pending} onClick={() => void claim.run()}>
          {t('pay.claimAll')}
        </Button>
      </div>
      {claim.error && (
        <p className={page.error} role="alert">
          {claim.error.message}
        </p>
      )}
      <StatementDialog record={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** My statements of this kind, newest first. */
function Records({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['agent', 'common']);
  const money = useMoney();
  const when = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<ContractRecord | null>(null);
  const data = useResource(`agent:contract:${kind}:records:${pageNo}`, (signal) =>
    process(kind, { action: 'records', pageNo, pageSize: 20 }, signal),
  );
  const rec = data.data?.records;
  return (
    <section className={page.card} aria-labelledby="records-title">
      <h2 className={page.cardTitle} id="records-title">
        {t('contract.records')}
      </h2>
      {!rec ? (
        <Skeleton height={120} />
      ) : rec.content.length === 0 ? (
        <EmptyState title={t('common:empty.noData')} />
      ) : (
        <>
          <StatementTable rows={rec.content} onOpen={setOpen} when={when} money={money} />
          <div className={page.pager}>
            <Pagination page={pageNo} totalPages={rec.totalPages} onChange={setPageNo} />
          </div>
        </>
      )}
      <StatementDialog record={open} onClose={() => setOpen(null)} />
    </section>
  );
}

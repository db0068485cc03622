import { api, ENDPOINTS, type ContractRecord } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, Skeleton } from '@jogo/shared/ui';
import { useDateTime, useMoney, usePercent } from '../../../components/page/use-money';
import { DataTable } from '../../../components/page/data-table';
import page from '../../../components/page/page.module.css';

/**
 * One settlement's statement: how its amount was made (bets, payouts, deductions, carried balance, base,
 * rate, gross, the direct downline agents' parts, amount, paid at) and the members behind the base.
 */
export function StatementDialog({ record, onClose }: { record: ContractRecord | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const percent = usePercent();
  const when = useDateTime();
  const detail = useResource(record ? `agent:statement:${record.id}` : null, (signal) =>
    api().call(ENDPOINTS.agentStatement, { query: { id: record!.id }, signal }),
  );
  const d = detail.data;
  const r = d ?? record;
  return (
    <Dialog open={record !== null} onClose={onClose} title={t('pay.statement')} size="md">
      {r && (
        <dl className={page.statement}>
          <div>
            <dt>{t('col.kind')}</dt>
            <dd>{t(`kind.${r.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('col.period')}</dt>
            <dd>
              {when(r.periodStart)} – {when(r.periodEnd)}
            </dd>
          </div>
          <div>
            <dt>{t('pay.bets')}</dt>
            <dd>{money(r.betAmount)}</dd>
          </div>
          {r.kind === 'DIVIDEND' && (
            <>
              <div>
                <dt>{t('pay.payouts')}</dt>
                <dd>{money(r.payoutAmount)}</dd>
              </div>
              <div>
                <dt>{t('pay.deductions')}</dt>
                <dd>{money(r.deductions)}</dd>
              </div>
              <div>
                <dt>{t('pay.carryIn')}</dt>
                <dd>{money(r.carryIn)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('col.base')}</dt>
            <dd>{money(r.baseAmount)}</dd>
          </div>
          {r.kind === 'DIVIDEND' && (
            <div>
              <dt>{t('pay.effectiveBase')}</dt>
              <dd>{money(r.baseAmount + r.carryIn)}</dd>
            </div>
          )}
          <div>
            <dt>{t('pay.rate')}</dt>
            <dd>{percent(r.rate)}</dd>
          </div>
          <div>
            <dt>{t('pay.gross')}</dt>
            <dd>{money(r.gross)}</dd>
          </div>
          {r.capped > 0 && (
            <div>
              <dt>{t('pay.capped')}</dt>
              <dd>
                {money(r.capped)} <small>{t('pay.cappedNote')}</small>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('pay.downlinePart')}</dt>
            <dd>{money(r.downlineAmount)}</dd>
          </div>
          <div>
            <dt>{t('pay.amount')}</dt>
            <dd>
              <strong>{money(r.amount)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('pay.paidAt')}</dt>
            <dd>{r.paidAt ? when(r.paidAt) : t('pay.notPaid')}</dd>
          </div>
        </dl>
      )}
      {!d ? (
        detail.error ? (
          <p className={page.error} role="alert">
            {detail.error.message}
          </p>
        ) : (
          <Skeleton height={120} />
        )
      ) : (
        <>
          {d.downlines.length > 0 && (
            <>
              <h3 className={page.cardTitle}>{t('pay.downlines')}</h3>
              <DataTable
                rows={d.downlines}
                rowKey={(x) => x.recordId ?? x.username}
                columns={[
                  { key: 'member', label: t('col.member'), render: (x) => x.username },
                  { key: 'base', label: t('col.base'), numeric: true, render: (x) => money(x.baseAmount) },
                  { key: 'rate', label: t('pay.rate'), numeric: true, render: (x) => percent(x.rate) },
                  { key: 'amount', label: t('pay.amount'), numeric: true, render: (x) => money(x.amount) },
                ]}
              />
            </>
          )}
          <h3 className={page.cardTitle}>{t('pay.members')}</h3>
          <DataTable
            rows={d.members}
            rowKey={(m) => m.username}
            columns={[
              { key: 'member', label: t('col.member'), render: (m) => m.username },
              { key: 'level', label: t('col.level'), numeric: true, render: (m) => m.level },
              { key: 'bets', label: t('pay.bets'), numeric: true, render: (m) => money(m.betAmount) },
              {
                key: 'payouts',
                label: t('pay.payouts'),
                numeric: true,
                render: (m) => money(m.payoutAmount),
              },
              ...(d.kind === 'DIVIDEND'
                ? [
                    {
                      key: 'deductions',
                      label: t('pay.deductions'),
                      numeric: true,
                      render: (m: (typeof d.members)[number]) => money(m.deductions),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Dialog>
  );
}

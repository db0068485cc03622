import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { useResource } from '@jogo/shared/data';
import { ENDPOINTS, api, type BonusState } from '@jogo/shared/api';
import { Pagination, Tabs, useMoney } from '@jogo/shared/ui';
import { useDateTime } from '../../../components/records/use-date-time';
import { RecordStates } from '../../../components/records/record-states';
import styles from '../../../components/records/records.module.css';

const STATES: (BonusState | 'ALL')[] = ['ALL', 'ACTIVE', 'COMPLETED', 'EXPIRED'];

/** bonusDetails: every bonus with its state and the turnover still to bet. */
export function BonusList() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const when = useDateTime();
  const [state, setState] = useState<BonusState | 'ALL'>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const list = useResource(`member:bonuses:${state}:${pageNo}`, (signal) =>
    api().call(ENDPOINTS.bonuses, { query: { state, pageNo, pageSize: 20 }, signal }),
  );
  const v = list.data;
  return (
    <section>
      <Tabs
        label={t('bonus.state')}
        items={STATES.map((s) => ({ id: s, label: t(`bonus.states.${s}`) }))}
        active={state}
        onChange={(s) => {
          setState(s);
          setPageNo(1);
        }}
      />
      {v ? (
        <dl className={styles.summary}>
          <div className={styles.stat}>
            <dt>{t('bonus.activeLeft')}</dt>
            <dd>{money(v.activeTurnoverLeft)}</dd>
          </div>
        </dl>
      ) : null}
      <RecordStates list={list} skeletonHeight={240}>
        {(v) => (
          <>
            <div className={styles.tableWrap} tabIndex={0}>
              <table className={styles.table} aria-label={t('menu.bonusDetails')}>
                <thead>
                  <tr>
                    <th>{t('bonus.time')}</th>
                    <th>{t('bonus.title')}</th>
                    <th className={styles.num}>{t('bonus.amount')}</th>
                    <th className={styles.num}>{t('bonus.required')}</th>
                    <th className={styles.num}>{t('bonus.left')}</th>
                    <th>{t('bonus.state')}</th>
                    <th>{t('bonus.expires')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.content.map((b) => (
                    <tr key={b.id}>
                      <td>{when(b.createdAt)}</td>
                      <td>{b.source === 'REBATE' ? t('category.rebate') : b.title}</td>
                      <td className={styles.num}>{money(b.amount)}</td>
                      <td className={styles.num}>{money(b.turnoverRequired)}</td>
                      <td className={styles.num}>{money(b.turnoverLeft)}</td>
                      <td>
                        <span className={styles.status}>{t(`bonus.states.${b.state}`)}</span>
                      </td>
                      <td>{when(b.expiresAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
          </>
        )}
      </RecordStates>
    </section>
  );
}

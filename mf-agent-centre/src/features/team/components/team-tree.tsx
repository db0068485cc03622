import { useState, type FormEvent } from 'react';
import { api, ENDPOINTS, type Downline, type DownlineSort } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { Button, EmptyState, Pagination, Skeleton } from '@jogo/shared/ui';
import { pageHref } from '../../../paths';
import { useDateTime, useMoney } from '../../../components/page/use-money';
import page from '../../../components/page/page.module.css';
import styles from './team-tree.module.css';
import { LoadError } from '../../../components/page/load-error';

const SORTS: DownlineSort[] = ['createdAt', 'username', 'balance', 'totalDeposit', 'totalBet', 'lastLoginAt'];

/**
 * The team as a tree, one level at a time: the path from me to the open node (breadcrumbs), its direct
 * downline with stats, sorted and paged; a search by account shows that one member wherever they are.
 * Each member links to their bets (team betting filtered on them).
 */
export function TeamTree() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const when = useDateTime();
  const me = useSession().member?.account ?? '';
  const [path, setPath] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [sort, setSort] = useState<DownlineSort>('createdAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [pageNo, setPageNo] = useState(1);
  const parent = path.length ? path[path.length - 1]! : me;
  const query = searched
    ? { username: searched, pageNo: 1, pageSize: 20 }
    : { parent, sort, order, pageNo, pageSize: 20 };
  const data = useResource(me ? `agent:downline:${JSON.stringify(query)}` : null, (signal) =>
    api().call(ENDPOINTS.agentDownlines, { query, signal }),
  );
  const open = (d: Downline) => {
    setSearched('');
    setSearch('');
    setPageNo(1);
    // a searched member opens from its own upline's path
    setPath((p) => [...p, d.username]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearched(search.trim());
  };
  return (
    <>
      <form className={`${page.card} ${styles.bar}`} onSubmit={submit} role="search">
        <label className={page.select}>
          {t('team.search')}
          <input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('filters.memberHint')}
            maxLength={32}
          />
        </label>
        <div className={page.buttons}>
          <Button type="submit">{t('filters.search')}</Button>
          {searched && (
            <Button type="button" variant="ghost" onClick={() => (setSearched(''), setSearch(''))}>
              {t('team.clear')}
            </Button>
          )}
        </div>
        <label className={page.select}>
          {t('team.sort')}
          <select value={sort} onChange={(e) => (setSort(e.target.value as DownlineSort), setPageNo(1))}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`team.sortBy.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={page.select}>
          {t('team.order')}
          <select value={order} onChange={(e) => (setOrder(e.target.value as 'asc' | 'desc'), setPageNo(1))}>
            <option value="desc">{t('team.desc')}</option>
            <option value="asc">{t('team.asc')}</option>
          </select>
        </label>
      </form>
      {!searched && (
        <nav aria-label={t('team.path')} className={styles.crumbs}>
          <button type="button" className={page.linkButton} onClick={() => (setPath([]), setPageNo(1))}>
            {me}
          </button>
          {path.map((u, i) => (
            <span key={u}>
              <span aria-hidden="true"> › </span>
              <button
                type="button"
                className={page.linkButton}
                onClick={() => (setPath(path.slice(0, i + 1)), setPageNo(1))}
              >
                {u}
              </button>
            </span>
          ))}
          <span className={page.muted}> · {t('team.levelOf', { level: path.length + 1 })}</span>
        </nav>
      )}
      {data.error ? (
        <LoadError error={data.error} onRetry={data.reload} />
      ) : !data.data ? (
        <Skeleton height={240} />
      ) : data.data.content.length === 0 ? (
        <EmptyState title={t('team.empty')} />
      ) : (
        <>
          <p className={page.muted}>{t('team.count', { count: data.data.totalCount })}</p>
          <p className={page.muted}>{t('pay.playedNote')}</p>
          <ul className={styles.list} aria-label={t('team.members')}>
            {data.data.content.map((d) => (
              <li key={d.id} className={styles.node}>
                <div className={styles.head}>
                  <strong>{d.username}</strong>
                  {d.nickname && <span className={page.muted}>{d.nickname}</span>}
                  <span className={styles.badge}>{d.isAgent ? t('team.agent') : t('team.member')}</span>
                  <span className={page.muted}>{t('team.levelOf', { level: d.level })}</span>
                </div>
                <dl className={styles.stats}>
                  <div>
                    <dt>{t('col.balance')}</dt>
                    <dd>{money(d.balance)}</dd>
                  </div>
                  <div>
                    <dt>{t('col.deposit')}</dt>
                    <dd>{money(d.totalDeposit)}</dd>
                  </div>
                  <div>
                    <dt>{t('col.bet')}</dt>
                    <dd>{money(d.totalBet)}</dd>
                  </div>
                  <div>
                    <dt>{t('pay.pending')}</dt>
                    <dd>{money(d.pendingBet)}</dd>
                  </div>
                  <div>
                    <dt>{t('col.lastLogin')}</dt>
                    <dd>{when(d.lastLoginAt)}</dd>
                  </div>
                </dl>
                <div className={page.buttons}>
                  {d.childCount > 0 && !searched && (
                    <Button size="sm" variant="secondary" onClick={() => open(d)}>
                      {t('team.open', { count: d.childCount })}
                    </Button>
                  )}
                  <Link
                    className={page.linkButton}
                    to={pageHref('personalHistoryCopy', { member: d.username })}
                  >
                    {t('team.bets', { username: d.username })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className={page.pager}>
            <Pagination page={pageNo} totalPages={data.data.totalPages} onChange={setPageNo} />
          </div>
        </>
      )}
    </>
  );
}

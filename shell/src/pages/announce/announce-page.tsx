import { useEffect, useId, useState } from 'react';
import { api, ENDPOINTS, type Announcement, type AnnouncementsValue } from '@jogo/shared/api';
import { useLanguage, useSession, useTimeZone } from '@jogo/shared/bus';
import { formatDate } from '@jogo/shared/time';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Pagination, SafeHtml, Skeleton } from '@jogo/shared/ui';
import { Icon } from '../../layout/icons';
import page from '../page.module.css';
import styles from './announce-page.module.css';

const PAGE_SIZE = 10;

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: Announcement[] };

/** @returns notices, popups and promotions in one list, newest first */
export function announcementList(value: AnnouncementsValue): Announcement[] {
  return [...value.playerNotices, ...value.popup, ...value.promotion].sort((a, b) =>
    b.startTime.localeCompare(a.startTime),
  );
}

/**
 * `/announce`: every announcement the visitor may see (execution A logged in, B anonymous, as the popup
 * does), reloaded on a login-state or language change. One notice is open at a time.
 */
export function AnnouncePage() {
  const { t } = useTranslation(['shell', 'common']);
  const language = useLanguage();
  const loggedIn = useSession().status === 'member';
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [openId, setOpenId] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const baseId = useId();

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api()
      .call(ENDPOINTS.announcements, {
        query: { types: 'PL,PU,PR', platform: 'W', execution: loggedIn ? 'A' : 'B' },
      })
      .then((value) => {
        if (!live) return;
        const items = announcementList(value);
        setState({ status: 'ready', items });
        setOpenId(items[0]?.id ?? null);
        setPageNo(1);
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [language, loggedIn, attempt]);

  // the site's day, as every date of the site is written (its zone, not the browser's)
  const zone = useTimeZone();
  const items = state.status === 'ready' ? state.items : [];
  const totalPages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shown = items.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);

  return (
    <div className={page.page}>
      <header className={page.hero}>
        <span className={page.heroIcon} aria-hidden="true">
          <Icon name="megaphone" size={26} />
        </span>
        <h1 className={page.title}>{t('pages.announce.title')}</h1>
        <p className={page.subtitle}>{t('pages.announce.subtitle')}</p>
      </header>

      {state.status === 'loading' ? (
        <div className={styles.list} role="status" aria-label={t('pages.announce.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={styles.item}>
              <div className={styles.skeletonRow}>
                <Skeleton width={70} height={20} radius={10} />
                <Skeleton width="50%" height={18} />
              </div>
            </div>
          ))}
        </div>
      ) : null}

      {state.status === 'failed' ? (
        <div className={`${page.card} ${page.error}`} role="alert">
          <p>{t('pages.announce.failed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}

      {state.status === 'ready' && items.length === 0 ? (
        <div className={page.card}>
          <EmptyState title={t('pages.announce.empty')} icon="📭" />
        </div>
      ) : null}

      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((a) => {
            const open = a.id === openId;
            const panelId = `${baseId}-${a.id}`;
            return (
              <li key={a.id} className={`${styles.item} ${open ? styles.open : ''}`}>
                <h2 className={styles.heading}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : a.id)}
                  >
                    <span className={`${styles.type} ${styles[`type${a.promotionType}`] ?? ''}`}>
                      {t(`pages.announce.types.${a.promotionType}`)}
                    </span>
                    <span className={styles.itemTitle}>{a.title}</span>
                    <time className={styles.date} dateTime={a.startTime}>
                      {formatDate(a.startTime, zone, language)}
                    </time>
                    <Icon name="chevronDown" size={18} className={styles.chevron} />
                  </button>
                </h2>
                {open ? (
                  <div id={panelId} className={styles.panel}>
                    <SafeHtml html={a.content} className={page.prose} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      <Pagination page={pageNo} totalPages={totalPages} onChange={setPageNo} />
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from '@jogo/shared/router';
import { api, ENDPOINTS, type HelpCenter } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, SafeHtml, Skeleton } from '@jogo/shared/ui';
import { Icon } from '../../layout/icons';
import page from '../page.module.css';
import styles from './help-page.module.css';

type HelpState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; help: HelpCenter };

/** Scrolls to the element of a hash (`#term`), or to the top when there is none. */
function scrollToHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView?.({ block: 'start' });
  else window.scrollTo?.({ top: 0 });
}

/**
 * `/help` (spec 2 "Other pages"): the title 'in_help_center' and the help content of
 * GET /wps/system/helpCenter (sanitized). It opens at the top, or at the anchor of the hash
 * (`/help#term` for the terms) once the content is there.
 */
export function HelpPage() {
  const { t } = useTranslation(['shell', 'common']);
  const language = useLanguage();
  const { hash } = useLocation();
  const [state, setState] = useState<HelpState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // sections whose sanitized HTML is in the page; the anchor is scrolled to once all are, so the
  // content above it has its final height
  const [rendered, setRendered] = useState(0);
  const onSectionRendered = useCallback(() => setRendered((n) => n + 1), []);

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setRendered(0);
    api()
      .call(ENDPOINTS.helpCenter, { query: { lang: language, device: 'WEB' } })
      .then((help) => live && setState({ status: 'ready', help }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [language, attempt]);

  const ready = state.status === 'ready' && rendered >= state.help.sections.length;
  useEffect(() => {
    if (ready && hash) scrollToHash(hash);
  }, [ready, hash]);

  return (
    <div className={page.page}>
      <header className={page.hero}>
        <span className={page.heroIcon} aria-hidden="true">
          <Icon name="help" size={26} />
        </span>
        <h1 className={page.title}>{t('pages.help.title')}</h1>
      </header>

      {state.status === 'loading' ? (
        <div className={page.card} role="status" aria-label={t('pages.help.loading')}>
          <Skeleton width="40%" height={22} />
          <div className={styles.skeletonLines}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} width={`${90 - i * 8}%`} height={14} />
            ))}
          </div>
        </div>
      ) : null}

      {state.status === 'failed' ? (
        <div className={`${page.card} ${page.error}`} role="alert">
          <p>{t('pages.help.failed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}

      {state.status === 'ready' && state.help.sections.length === 0 ? (
        <div className={page.card}>
          <EmptyState title={t('pages.help.empty')} icon="📘" />
        </div>
      ) : null}

      {state.status === 'ready' && state.help.sections.length > 0 ? (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={t('pages.help.contents')}>
            <h2 className={styles.tocTitle}>{t('pages.help.contents')}</h2>
            <ul>
              {state.help.sections.map((s) => (
                <li key={s.id}>
                  <Link
                    to={{ hash: s.id }}
                    className={`${styles.tocLink} ${hash === `#${s.id}` ? styles.current : ''}`}
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.sections}>
            {state.help.sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                className={`${page.card} ${styles.section}`}
                aria-labelledby={`help-${s.id}`}
              >
                <h2 id={`help-${s.id}`} className={styles.sectionTitle}>
                  {s.title}
                </h2>
                <SafeHtml html={s.html} className={page.prose} onRendered={onSectionRendered} />
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

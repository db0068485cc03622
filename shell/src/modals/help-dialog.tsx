import { useCallback, useEffect, useState } from 'react';
import { api, ENDPOINTS, type HelpCenter } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, SafeHtml, Skeleton } from '@jogo/shared/ui';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; help: HelpCenter };

/** The help-centre dialog (spec 2 "Modals"): the same content as /help, opened over the current page. */
export function HelpDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const lang = useLanguage();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const anchor = typeof props.anchor === 'string' ? props.anchor : null;

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    api()
      .call<HelpCenter>(ENDPOINTS.helpCenter, { query: { lang, device: 'WEB' } })
      .then((help) => alive && setState({ status: 'ready', help }))
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [lang, attempt]);

  // the sanitized HTML renders asynchronously: scroll to the anchor once it is in the page
  const scrollToAnchor = useCallback(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  return (
    <Dialog
      open
      size="lg"
      title={state.status === 'ready' ? state.help.title : t('core.helpDialog.title')}
      onClose={onClose}
    >
      {state.status === 'loading' ? (
        <div className={styles.stack} role="status" aria-label={t('core.helpDialog.loading')}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </div>
      ) : state.status === 'failed' ? (
        <div className={styles.stack} role="alert">
          <p className={styles.text}>{t('core.helpDialog.failed')}</p>
          <Button size="sm" onClick={() => setAttempt((a) => a + 1)}>
            {t('core.retry')}
          </Button>
        </div>
      ) : (
        <SafeHtml html={state.help.html} className={styles.richText} onRendered={scrollToAnchor} />
      )}
    </Dialog>
  );
}

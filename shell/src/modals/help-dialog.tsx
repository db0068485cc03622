import { useCallback } from 'react';
import { api, ENDPOINTS } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, SafeHtml, Skeleton } from '@jogo/shared/ui';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

/** The help-centre dialog (spec 2 "Modals"): the same content as /help, opened over the current page. */
export function HelpDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const lang = useLanguage();
  const anchor = typeof props.anchor === 'string' ? props.anchor : null;
  const help = useResource('shell/help', (signal) =>
    api().call(ENDPOINTS.helpCenter, { query: { lang, device: 'WEB' }, signal }),
  );

  // the sanitized HTML renders asynchronously: scroll to the anchor once it is in the page
  const scrollToAnchor = useCallback(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);

  return (
    <Dialog open size="lg" title={help.data ? help.data.title : t('core.helpDialog.title')} onClose={onClose}>
      {help.data ? (
        <SafeHtml html={help.data.html} className={styles.richText} onRendered={scrollToAnchor} />
      ) : help.loading ? (
        <div className={styles.stack} role="status" aria-label={t('core.helpDialog.loading')}>
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </div>
      ) : (
        <div className={styles.stack} role="alert">
          <p className={styles.text}>{t('core.helpDialog.failed')}</p>
          <Button size="sm" onClick={help.reload}>
            {t('core.retry')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import type { Announcement } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, EmptyState, SafeHtml, Skeleton } from '@jogo/shared/ui';
import type { ShellModalProps } from '../modals/shell-modal';
import { fetchNotice } from './announcement-rules';
import styles from './announcements.module.css';

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; notice: Pick<Announcement, 'title' | 'content'> };

/**
 * The notice dialog the lobby's marquee opens (`ui:modal-requested` {name:'notice', props:{id}}). A caller that
 * already has the text may pass `title` and `content`; otherwise the notice is loaded by id.
 */
export function NoticeDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const given =
    typeof props.title === 'string' && typeof props.content === 'string'
      ? { title: props.title, content: props.content }
      : null;
  const hasGiven = given !== null;
  const id = Number(props.id);
  const [state, setState] = useState<State>(
    given ? { status: 'ready', notice: given } : { status: 'loading' },
  );

  useEffect(() => {
    if (hasGiven) return undefined;
    let alive = true;
    setState({ status: 'loading' });
    fetchNotice(id)
      .then((n) => alive && setState(n ? { status: 'ready', notice: n } : { status: 'missing' }))
      .catch(() => alive && setState({ status: 'missing' }));
    return () => {
      alive = false;
    };
  }, [id, language, hasGiven]);

  return (
    <Dialog
      open
      size="md"
      title={state.status === 'ready' ? state.notice.title : t('core.notice.title')}
      onClose={onClose}
    >
      {state.status === 'loading' ? (
        <div className={styles.detail} role="status" aria-label={t('core.notice.loading')}>
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </div>
      ) : state.status === 'missing' ? (
        <EmptyState title={t('core.notice.missing')} />
      ) : (
        <SafeHtml html={state.notice.content} className={styles.content} />
      )}
    </Dialog>
  );
}

import type { Announcement } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, EmptyState, SafeHtml, Skeleton } from '@jogo/shared/ui';
import type { ShellModalProps } from '../modals/shell-modal';
import { fetchNotice } from './announcement-rules';
import styles from './announcements.module.css';

/**
 * The notice dialog the lobby's marquee opens (`ui:modal-requested` {name:'notice', props:{id}}). A caller that
 * already has the text may pass `title` and `content`; otherwise the notice is loaded by id.
 */
export function NoticeDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const given =
    typeof props.title === 'string' && typeof props.content === 'string'
      ? { title: props.title, content: props.content }
      : null;
  const id = Number(props.id);
  const loaded = useResource(given ? null : `shell/notice:${id}`, () => fetchNotice(id));
  const notice: Pick<Announcement, 'title' | 'content'> | null = given ?? loaded.data ?? null;
  const loading = !notice && loaded.loading;

  return (
    <Dialog open size="md" title={notice ? notice.title : t('core.notice.title')} onClose={onClose}>
      {loading ? (
        <div className={styles.detail} role="status" aria-label={t('core.notice.loading')}>
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </div>
      ) : notice ? (
        <SafeHtml html={notice.content} className={styles.content} />
      ) : (
        <EmptyState title={t('core.notice.missing')} />
      )}
    </Dialog>
  );
}

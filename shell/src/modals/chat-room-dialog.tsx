import { useEffect, useState } from 'react';
import { api, ENDPOINTS, type ChatModel } from '@jogo/shared/api';
import { useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, EmptyState, Skeleton } from '@jogo/shared/ui';
import type { ShellModalProps } from './shell-modal';
import styles from './modals.module.css';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'list'; models: ChatModel[] }
  | { status: 'room'; model: ChatModel | null; url: string };

/**
 * The chat room (spec 7 CBS_modelList, CBS_launchChat): pick a host, then the room (`chatUrl`) opens in a frame.
 * `props.modelId` opens that room at once.
 */
export function ChatRoomDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const wantedId = typeof props.modelId === 'string' ? props.modelId : null;
  const models = useResource('shell/chat-models', (signal) => api().call(ENDPOINTS.chatModels, { signal }));
  const [room, setRoom] = useState<{ model: ChatModel | null; url: string } | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const enter = useAction(async (model: ChatModel | null, modelId: string) => {
    setLaunching(modelId);
    try {
      const v = await api().call(ENDPOINTS.launchChat, { body: { modelId } });
      setRoom({ model, url: v.chatUrl });
    } finally {
      setLaunching(null);
    }
  });
  const launch = enter.run;

  // a room asked for by id opens as soon as the host list has it
  const wanted = wantedId ? models.data?.list.find((m) => m.modelId === wantedId) : undefined;
  useEffect(() => {
    if (wanted) void launch(wanted, wanted.modelId);
  }, [wanted, launch]);

  const retry = () => {
    enter.reset();
    if (wanted) void launch(wanted, wanted.modelId);
    else models.reload();
  };
  const state: State = room
    ? { status: 'room', ...room }
    : enter.error || (models.error && !models.data)
      ? { status: 'failed' }
      : models.data && !wanted
        ? { status: 'list', models: models.data.list }
        : { status: 'loading' };

  const title = state.status === 'room' && state.model ? state.model.name : t('core.chat.title');
  return (
    <Dialog open size={state.status === 'room' ? 'lg' : 'md'} title={title} onClose={onClose}>
      {state.status === 'loading' ? (
        <div className={styles.stack} role="status" aria-label={t('core.chat.loading')}>
          <Skeleton height={56} radius={12} />
          <Skeleton height={56} radius={12} />
          <Skeleton height={56} radius={12} />
        </div>
      ) : state.status === 'failed' ? (
        <div className={styles.stack} role="alert">
          <p className={styles.text}>{t('core.chat.failed')}</p>
          <Button size="sm" onClick={retry}>
            {t('core.retry')}
          </Button>
        </div>
      ) : state.status === 'list' ? (
        state.models.length === 0 ? (
          <EmptyState title={t('core.chat.empty')} />
        ) : (
          <ul className={styles.chatList} aria-label={t('core.chat.choose')}>
            {state.models.map((m) => (
              <li key={m.modelId} className={styles.chatItem}>
                <img src={m.iconUrl} alt="" className={styles.chatIcon} />
                <span className={styles.chatName}>{m.name}</span>
                <span className={m.online ? styles.online : styles.offline}>
                  {m.online ? t('core.chat.online') : t('core.chat.offline')}
                </span>
                <Button size="sm" busy={launching === m.modelId} onClick={() => void launch(m, m.modelId)}>
                  {t('core.chat.enter')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <iframe
          className={styles.chatFrame}
          src={state.url}
          title={t('core.chat.frameTitle')}
          sandbox="allow-scripts allow-same-origin allow-forms"
        />
      )}
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import {
  api,
  ENDPOINTS,
  type ChatModel,
  type ChatModelListValue,
  type LaunchChatValue,
} from '@jogo/shared/api';
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
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [launching, setLaunching] = useState<string | null>(null);
  const wantedId = typeof props.modelId === 'string' ? props.modelId : null;

  const launch = async (model: ChatModel | null, modelId: string) => {
    setLaunching(modelId);
    try {
      const v = await api().call<LaunchChatValue>(ENDPOINTS.launchChat, { body: { modelId } });
      setState({ status: 'room', model, url: v.chatUrl });
    } catch {
      setState({ status: 'failed' });
    } finally {
      setLaunching(null);
    }
  };

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    api()
      .call<ChatModelListValue>(ENDPOINTS.chatModels)
      .then((v) => {
        if (!alive) return;
        const wanted = wantedId ? v.list.find((m) => m.modelId === wantedId) : undefined;
        if (wanted) void launch(wanted, wanted.modelId);
        else setState({ status: 'list', models: v.list });
      })
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [attempt, wantedId]);

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
          <Button size="sm" onClick={() => setAttempt((a) => a + 1)}>
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

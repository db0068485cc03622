import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState } from '@jogo/shared/ui';
import styles from './game-frame.module.css';

/** Only same-origin paths or http(s) URLs are framed; anything else (javascript:, data:) is refused. */
export function safeGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
  } catch {
    return null;
  }
}

/** A vendor game page framed full-size (spec 2: /seamless, the game page without footer). */
export function GameFrame({ url, title }: { url: string | null; title: string }) {
  const { t } = useTranslation(['lobby', 'common']);
  const safe = safeGameUrl(url);
  if (!safe) return <EmptyState title={t('common:errors.invalidUrl')} icon="⚠️" />;
  return (
    <iframe
      className={styles.frame}
      src={safe}
      title={title}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="same-origin"
    />
  );
}

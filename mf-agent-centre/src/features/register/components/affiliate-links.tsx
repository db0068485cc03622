import { bus } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState } from '@jogo/shared/ui';
import { affiliateLink } from '../../../paths';
import page from '../../../components/page/page.module.css';
import styles from './affiliate-links.module.css';

/** One affiliate link with its QR code (the `qrcode` library, loaded with this page only) and a copy button. */
function LinkCard({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation('agent');
  // drawn in the browser, once per link for the page's life (no gateway call)
  const svg =
    useResource(
      `agent/affiliate-qr:${url}`,
      () =>
        import('qrcode')
          .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
          .then((s) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s)}`),
      { cache: 'session', revalidate: false },
    ).data ?? null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('links.copied') });
    } catch {
      bus.emit('ui:toast-requested', { kind: 'error', message: t('links.copyFailed') });
    }
  };
  return (
    <li className={styles.link}>
      {svg ? (
        <img className={styles.qr} src={svg} alt={t('links.qrAlt', { code })} width={128} height={128} />
      ) : (
        <span className={styles.qr} aria-hidden="true" />
      )}
      <div className={styles.text}>
        <span className={page.muted}>{t('links.code', { code })}</span>
        <code className={styles.url}>{url}</code>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t('links.copyLabel', { code })}
        >
          {t('links.copy')}
        </Button>
      </div>
    </li>
  );
}

/** My affiliate links: a registration through one puts the new member in my team. */
export function AffiliateLinks({ codes }: { codes: string[] }) {
  const { t } = useTranslation('agent');
  return (
    <section className={page.card} aria-labelledby="links-title">
      <h2 className={page.cardTitle} id="links-title">
        {t('links.title')}
      </h2>
      {codes.length === 0 ? (
        <EmptyState title={t('links.none')} />
      ) : (
        <ul className={styles.list}>
          {codes.map((c) => (
            <LinkCard key={c} code={c} url={affiliateLink(window.location.origin, c)} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from '@jogo/shared/i18n';
import { BrandLogo } from '../../layout/brand-logo';
import { Icon } from '../../layout/icons';
import styles from './status-page.module.css';

export interface RestrictedPageProps {
  /** the visitor's IP as the gateway saw it */
  ip?: string | null;
  /** a message of the operator; the translated default otherwise */
  info?: string | null;
  onCustomerService: () => void;
}

/**
 * The address as a person knows it: an IPv4 address the server saw on an IPv6 socket (`::ffff:127.0.0.1`, an
 * IPv4-mapped IPv6 address) shows in its IPv4 form; anything else as given.
 */
export function displayIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

/** Shown instead of the site in status 2 (spec 2, 8): 'Access restricted', the visitor's IP, customer service. */
export function RestrictedPage({ ip, info, onCustomerService }: RestrictedPageProps) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <BrandLogo />
        <span className={`${styles.emblem} ${styles.restricted}`} aria-hidden="true">
          <Icon name="block" size={40} />
        </span>
        <h1 className={styles.title}>{t('pages.restricted.title')}</h1>
        <p className={styles.text}>{info || t('pages.restricted.text')}</p>
        {ip ? (
          <p className={styles.detail}>
            <Icon name="globe" size={18} />
            <span>{t('pages.restricted.ip')}:</span>
            <strong className={styles.ip}>{displayIp(ip)}</strong>
          </p>
        ) : null}
        <button type="button" className={styles.cta} onClick={onCustomerService}>
          <Icon name="support" size={18} />
          {t('pages.restricted.customerService')}
        </button>
      </div>
    </main>
  );
}

import { useLanguage, useTimeZone } from '@jogo/shared/bus';
import { formatDateTime } from '@jogo/shared/time';
import { useTranslation } from '@jogo/shared/i18n';
import { BrandLogo } from '../../layout/brand-logo';
import { Icon } from '../../layout/icons';
import styles from './status-page.module.css';

export interface MaintenancePageProps {
  /** ISO end time, when the operator gave one */
  endTime?: string | null;
  /** the operator's maintenance text in the request language */
  info?: string | null;
  onCustomerService: () => void;
}

/**
 * @returns the end time as the site writes times (its zone, day first, the one formatter), or null when absent or
 * unreadable
 */
export function formatEndTime(
  endTime: string | null | undefined,
  language: 'PT' | 'EN',
  zone: string,
): string | null {
  if (!endTime || Number.isNaN(Date.parse(endTime))) return null;
  return formatDateTime(endTime, zone, language);
}

/** Shown instead of the site in status 1 (spec 2 "Other pages"): title, optional end time, info, customer service. */
export function MaintenancePage({ endTime, info, onCustomerService }: MaintenancePageProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const zone = useTimeZone();
  const until = formatEndTime(endTime, language, zone);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <BrandLogo />
        <span className={`${styles.emblem} ${styles.maintenance}`} aria-hidden="true">
          <Icon name="wrench" size={40} />
        </span>
        <h1 className={styles.title}>{t('pages.maintenance.title')}</h1>
        <p className={styles.text}>{info || t('pages.maintenance.text')}</p>
        {until ? (
          <p className={styles.detail}>
            <Icon name="clock" size={18} />
            <span>{t('pages.maintenance.until')}:</span>
            <time dateTime={endTime ?? undefined}>{until}</time>
          </p>
        ) : null}
        <button type="button" className={styles.cta} onClick={onCustomerService}>
          <Icon name="support" size={18} />
          {t('pages.maintenance.customerService')}
        </button>
      </div>
    </main>
  );
}

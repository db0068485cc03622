import { useEffect } from 'react';
import { useLocation } from '@jogo/shared/router';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Icon, type IconName } from '../../layout/icons';
import { useSiteInfo } from '../../layout/site-info';
import { promptInstall } from '../../pwa/install-prompt';
import { useInstallState } from '../../pwa/use-install-state';
import page from '../page.module.css';
import styles from './download-page.module.css';

const STEPS = ['1', '2', '3', '4'] as const;
const FEATURES: { key: string; icon: IconName }[] = [
  { key: 'fast', icon: 'refresh' },
  { key: 'secure', icon: 'shield' },
  { key: 'support', icon: 'support' },
];

/** @returns a real installer URL, or null when the resource only points back at this page */
export function installerUrl(url: string | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/down') ? null : url;
}

/**
 * Without an installer file, Android installs the site itself (it is a PWA): the browser's install dialog when
 * it made an offer (`beforeinstallprompt`), otherwise the way through the browser menu (the lite guide).
 */
function InstallStep() {
  const { t } = useTranslation('shell');
  const state = useInstallState();
  if (state === 'installed')
    return (
      <p className={styles.lead} role="status">
        {t('pages.download.installed')}
      </p>
    );
  return (
    <>
      <p className={styles.lead}>{t('pages.download.installText')}</p>
      {state === 'available' ? (
        <button type="button" className={styles.download} onClick={() => void promptInstall()}>
          <Icon name="download" size={18} />
          {t('pages.download.installButton')}
        </button>
      ) : (
        <p className={styles.lead}>
          <a href="#lite">{t('pages.download.installManual')}</a>
        </p>
      )}
    </>
  );
}

/**
 * `/down`: the app download page with the iOS and lite install guides (spec 1). The Android installer
 * link comes from the operator's `androidApp` resource when it is a real file, else the PWA install step; `#ios`, `#android` and
 * `#lite` jump to their card.
 */
export function DownloadPage() {
  const { t } = useTranslation('shell');
  const { hash } = useLocation();
  const info = useSiteInfo();
  const android = installerUrl(info.resources?.androidApp?.url);

  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView?.({ block: 'start' });
    else window.scrollTo?.({ top: 0 });
  }, [hash]);

  const steps = (group: 'iosSteps' | 'liteSteps') => (
    <ol className={styles.steps}>
      {STEPS.map((n) => (
        <li key={n}>
          <span className={styles.stepNo} aria-hidden="true">
            {n}
          </span>
          <span>{t(`pages.download.${group}.${n}`)}</span>
        </li>
      ))}
    </ol>
  );

  return (
    <div className={page.page}>
      <header className={`${page.hero} ${styles.hero}`}>
        <div className={styles.heroText}>
          <span className={page.heroIcon} aria-hidden="true">
            <Icon name="download" size={26} />
          </span>
          <h1 className={page.title}>{t('pages.download.title')}</h1>
          <p className={page.subtitle}>{t('pages.download.subtitle')}</p>
          <ul className={styles.features}>
            {FEATURES.map((f) => (
              <li key={f.key}>
                <Icon name={f.icon} size={16} />
                {(t as DynamicT)(`pages.download.features.${f.key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.phone} aria-hidden="true">
          <div className={styles.screen}>
            <span className={styles.appIcon}>J</span>
            <span className={styles.bar} />
            <span className={styles.bar} />
            <span className={`${styles.bar} ${styles.short}`} />
          </div>
        </div>
      </header>

      <div className={styles.grid}>
        <section id="ios" className={`${page.card} ${styles.guide}`} aria-labelledby="down-ios">
          <h2 id="down-ios" className={page.cardTitle}>
            <Icon name="phone" size={22} />
            {t('pages.download.ios')}
          </h2>
          {steps('iosSteps')}
        </section>

        <section id="lite" className={`${page.card} ${styles.guide}`} aria-labelledby="down-lite">
          <h2 id="down-lite" className={page.cardTitle}>
            <Icon name="globe" size={22} />
            {t('pages.download.lite')}
          </h2>
          <p className={styles.lead}>{t('pages.download.liteText')}</p>
          {steps('liteSteps')}
        </section>

        <section id="android" className={`${page.card} ${styles.guide}`} aria-labelledby="down-android">
          <h2 id="down-android" className={page.cardTitle}>
            <Icon name="download" size={22} />
            {t('pages.download.android')}
          </h2>
          {android ? (
            <>
              <p className={styles.lead}>{t('pages.download.androidText')}</p>
              <a href={android} className={styles.download} download>
                <Icon name="download" size={18} />
                {t('pages.download.androidButton')}
              </a>
            </>
          ) : (
            <InstallStep />
          )}
        </section>
      </div>
    </div>
  );
}

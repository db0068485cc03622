import type { MarketLegalInfo } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { formatDay } from '@jogo/shared/time';
import { memberPage } from '../layout/categories';
import { PROTECTION_PAGE } from '../protection/protection-page';
import { RemoteLink } from '../routing/remote-link';
import styles from './legal-block.module.css';

/**
 * The market's legal block (BR: Portaria SPA/MF 1.231/2024): the operator's company, CNPJ, licence
 * (ordinance number and date), address, customer service and ombudsman contacts, the minimum age, and the
 * national self-exclusion platform. The gateway's market profile gives it (`info.market.legal`); a market
 * without one (OPEN) gives null and shows only the link to the protection tools. While the block still holds the
 * demo's fictitious operator (`legal.demo`) it says so; a licence not yet set reads as such, not as an empty act.
 */
export function LegalBlock({ legal }: { legal: MarketLegalInfo | null | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.block} aria-labelledby="footer-legal">
      <h2 id="footer-legal" className={styles.heading}>
        {t('protection.legal.title')}
      </h2>
      {legal?.demo ? (
        <p className={styles.demo} role="note">
          {t('protection.legal.demo')}
        </p>
      ) : null}
      {legal ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('protection.legal.company')}</dt>
            <dd>{legal.companyName}</dd>
          </div>
          <div>
            <dt>{t('protection.legal.cnpj')}</dt>
            <dd>{legal.cnpj}</dd>
          </div>
          <div>
            <dt>{t('protection.legal.licence')}</dt>
            <dd>
              {!legal.licence
                ? t('protection.legal.licenceUnset')
                : legal.licenceDate
                  ? t('protection.legal.licenceText', {
                      licence: legal.licence,
                      date: formatDay(legal.licenceDate),
                    })
                  : legal.licence}
            </dd>
          </div>
          <div>
            <dt>{t('protection.legal.address')}</dt>
            <dd>{legal.address}</dd>
          </div>
          <div>
            <dt>{t('protection.legal.customerService')}</dt>
            <dd>{legal.customerService}</dd>
          </div>
          <div>
            <dt>{t('protection.legal.ombudsman')}</dt>
            <dd>{legal.ombudsman}</dd>
          </div>
          <div>
            <dt>{t('protection.legal.age')}</dt>
            <dd>{t('protection.legal.ageText', { age: legal.minimumAge })}</dd>
          </div>
        </dl>
      ) : null}
      <ul className={styles.links}>
        <li>
          <RemoteLink to={memberPage(PROTECTION_PAGE)} className={styles.link}>
            {t('protection.legal.tools')}
          </RemoteLink>
        </li>
        {legal?.selfExclusionUrl ? (
          <li>
            <a
              href={legal.selfExclusionUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
            >
              {t('protection.legal.selfExclusionPlatform')}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

import type { GameVendor } from '@jogo/shared/api';
import { bus, useRewardAllowed, useSession, useSettings } from '@jogo/shared/bus';
import { agentEntryHref } from '@jogo/shared/federation';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Skeleton, VendorLogo } from '@jogo/shared/ui';
import { openCustomerService } from '../customer-service/customer-service';
import { BrandLogo } from '../layout/brand-logo';
import { GAME_CATEGORIES, categoriesWithVendors, isCategoryShown, memberPage } from '../layout/categories';
import { SocialIcon } from '../layout/icons';
import { socialLinks, useSiteInfo } from '../layout/site-info';
import { useVendorLanes } from '@jogo/shared/data';
import { RemoteLink } from '../routing/remote-link';
import { LegalBlock } from './legal-block';
import styles from './footer.module.css';

/** @returns one card per vendor code across all lanes, in lane order (a vendor may serve several types) */
export function uniqueVendors(lanes: readonly { cards: Record<string, GameVendor> }[]): GameVendor[] {
  const seen = new Map<string, GameVendor>();
  for (const lane of lanes)
    for (const v of Object.values(lane.cards ?? {})) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
  return [...seen.values()];
}

/**
 * The footer (spec 1, 2): promotions, missions, rebate, rewards, VIP, agent; the game products; customer
 * service and help; social links when configured; vendor logos; the licensed-company statement, the
 * 18+ warning and the legal contact.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const { flags } = useSettings();
  const rebate = useRewardAllowed('REBATE');
  const session = useSession();
  const info = useSiteInfo();
  const { data: lanes, loading } = useVendorLanes();
  const withVendors = categoriesWithVendors(lanes ?? []);
  const products = GAME_CATEGORIES.filter((c) => isCategoryShown(c.type, withVendors));
  const vendors = uniqueVendors(lanes ?? []);
  const socials = socialLinks(info.social);
  const company = info.companyName ?? t('brand.name');
  const email = info.legalEmail;

  const rewards = [
    { key: 'promotions', to: '/promotions' },
    { key: 'missions', to: memberPage('missionLeaderboard') },
    // a market that allows no rebate (BR) links to none
    ...(flags.MANPLAYREB3 && rebate ? [{ key: 'rebate', to: memberPage('manualRebate') }] : []),
    { key: 'rewards', to: memberPage('rewardCenter') },
    ...(flags.VIP3 ? [{ key: 'vip', to: memberPage('playerRank') }] : []),
    { key: 'agent', to: agentEntryHref(session.isAgent) },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <BrandLogo />
          <p className={styles.tagline}>{t('brand.tagline')}</p>
          {socials.length > 0 ? (
            <ul className={styles.socials} aria-label={t('footer.social')}>
              {socials.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.social}
                    aria-label={t(`footer.socials.${s.name}`)}
                  >
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav className={styles.column} aria-labelledby="footer-rewards">
          <h2 id="footer-rewards" className={styles.heading}>
            {t('footer.rewardsTitle')}
          </h2>
          <ul>
            {rewards.map((l) => (
              <li key={l.key}>
                <RemoteLink to={l.to} className={styles.link}>
                  {(t as DynamicT)(`footer.links.${l.key}`)}
                </RemoteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-games">
          <h2 id="footer-games" className={styles.heading}>
            {t('footer.gamesTitle')}
          </h2>
          <ul className={styles.twoCols}>
            {products.map((c) => (
              <li key={c.type}>
                <RemoteLink to={c.to} className={styles.link}>
                  {(t as DynamicT)(c.labelKey)}
                </RemoteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.supportTitle')}
          </h2>
          <ul>
            <li>
              <button type="button" className={styles.link} onClick={() => void openCustomerService()}>
                {t('footer.links.customerService')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={() => bus.emit('ui:modal-requested', { name: 'chat' })}
              >
                {t('footer.links.chat')}
              </button>
            </li>
            <li>
              <RemoteLink to="/help" className={styles.link}>
                {t('footer.links.help')}
              </RemoteLink>
            </li>
            <li>
              <RemoteLink to="/help#term" className={styles.link}>
                {t('footer.links.terms')}
              </RemoteLink>
            </li>
            <li>
              <RemoteLink to="/announce" className={styles.link}>
                {t('footer.links.announce')}
              </RemoteLink>
            </li>
            <li>
              <RemoteLink to="/down" className={styles.link}>
                {t('footer.links.download')}
              </RemoteLink>
            </li>
            <li>
              <RemoteLink to="/feedback" className={styles.link}>
                {t('footer.links.feedback')}
              </RemoteLink>
            </li>
          </ul>
        </nav>
      </div>

      <section className={styles.vendors} aria-labelledby="footer-vendors">
        <h2 id="footer-vendors" className={styles.heading}>
          {t('footer.vendorsTitle')}
        </h2>
        {lanes === undefined && loading ? (
          <div className={styles.vendorRow} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} width={96} height={32} radius={8} />
            ))}
          </div>
        ) : (
          <ul className={styles.vendorRow}>
            {vendors.map((v) => (
              <li key={v.vassalage} className={styles.vendor}>
                <VendorLogo
                  src={v.images?.white || v.lagerIcon}
                  name={v.displayName}
                  width={70}
                  height={28}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <LegalBlock legal={info.market?.legal} />

      <div className={styles.legal}>
        <span className={styles.age} aria-hidden="true">
          18+
        </span>
        <div className={styles.legalText}>
          <p>{t('footer.licensed', { company })}</p>
          <p>
            <strong>{t('footer.ageWarning')}</strong>
          </p>
          {email ? (
            <p>
              {t('footer.legalContactPrefix')}{' '}
              <a href={`mailto:${email}`} className={styles.mail}>
                {email}
              </a>
            </p>
          ) : null}
          <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
        </div>
      </div>
    </footer>
  );
}

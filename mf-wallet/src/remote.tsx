import { Suspense, type ComponentType } from 'react';
import { retryableLazy, type RemotePageProps, type RemoteRouteProps } from '@jogo/shared/federation';
import { useFlag, useMarket, type FlagId } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Link, useSearchParams } from '@jogo/shared/router';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { isWalletPage, paths, WALLET_PAGES, type WalletPage } from './paths';
import styles from './styles/wallet.module.css';

// One chunk per page: the same modules the registry lends by name (federation.config.cjs `pages`).
const PAGES: Record<WalletPage, ComponentType<RemotePageProps>> = {
  depositv2: retryableLazy(() => import('./pages/deposit-page')),
  withdraw: retryableLazy(() => import('./pages/withdraw-page')),
  transferFund: retryableLazy(() => import('./pages/transfer-page')),
  transferUpline: retryableLazy(() => import('./pages/transfer-upline-page')),
  paymentPassword: retryableLazy(() => import('./pages/payment-password-page')),
};

/** The feature flag of each page that has one: its tile shows only when the flag is on. */
const PAGE_FLAGS: Partial<Record<WalletPage, FlagId>> = { transferUpline: 'AGETRANSFERUP3' };

/** `/wallet`: links to every wallet page whose feature is on. */
function WalletHome() {
  const { t } = useTranslation('wallet');
  const upline = useFlag('AGETRANSFERUP3');
  // No transfer to another player where the market forbids it (the gateway refuses it anyway)
  const market = useMarket();
  const betweenPlayers = market?.transfersBetweenPlayers !== false;
  // the deposit tile names the channels the market has (BR: no USDT)
  const text = (p: WalletPage) =>
    p === 'depositv2' && market?.paymentChannels && !market.paymentChannels.includes('USDT')
      ? t('home.depositv2.textNoCrypto')
      : t(`home.${p}.text`);
  const on = (p: WalletPage) => PAGE_FLAGS[p] !== 'AGETRANSFERUP3' || (upline && betweenPlayers);
  return (
    <section className={styles.page} data-page="wallet-home">
      <h2 className={styles.title}>{t('home.title')}</h2>
      <nav className={styles.tiles} aria-label={t('home.title')}>
        {WALLET_PAGES.filter(on).map((p) => (
          <Link key={p} to={paths.page(p)} className={styles.tile}>
            <strong>{t(`home.${p}.title`)}</strong>
            <span className={styles.muted}>{text(p)}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return <PageSkeleton label={t('remote.loading')} />;
}

function NotFound() {
  const { t } = useTranslation('wallet');
  return <EmptyState title={t('home.notFound')} />;
}

/** The public API of mf_wallet: its route subtree at `/wallet` (home, or the lent page named by `?page=`). */
export default function WalletRemote({ basePath }: RemoteRouteProps) {
  const [params] = useSearchParams();
  const name = params.get('page');
  const Page = isWalletPage(name ?? undefined) ? PAGES[name as WalletPage] : null;
  return (
    <div data-remote="mf_wallet" data-base-path={basePath}>
      <Suspense fallback={<Loading />}>
        {Page ? <Page key={name} host="standalone" /> : name ? <NotFound /> : <WalletHome />}
      </Suspense>
    </div>
  );
}

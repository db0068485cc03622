import { useBalance, useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, formatMoney, formatNumber } from '@jogo/shared/ui';
import { LazyImage } from '../components/lazy-image/lazy-image';
import { PageHeader } from '../components/page-header/page-header';
import { useInhouseGames } from '../features/inhouse/hooks/use-inhouse-games';
import { PayTable } from '../features/inhouse/components/pay-table';
import { useLaunch } from '../features/launch/hooks/use-launch';
import lobby from './lobby.module.css';
import styles from './inhouse.module.css';

/** `/inhouse` (spec 2): the gateway's own games; play follows the launch rules and opens /seamless?game=. */
export default function InhouseRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  const list = useInhouseGames();
  const { launch, busyCode } = useLaunch();
  const title = t('types.INHOUSE');
  return (
    <section className={lobby.page} aria-label={title}>
      <PageHeader title={title} />
      <p className={styles.intro}>{t('inhouse.intro')}</p>
      {list.loading ? (
        <div className={styles.grid} aria-busy="true">
          <Skeleton height={220} radius={16} />
          <Skeleton height={220} radius={16} />
        </div>
      ) : list.error ? (
        <EmptyState title={t('lobby.loadError')} icon="⚠️">
          <Button variant="secondary" onClick={list.retry}>
            {t('common:actions.retry')}
          </Button>
        </EmptyState>
      ) : list.games.length === 0 ? (
        <EmptyState title={t('common:empty.noData')} />
      ) : (
        <ul className={styles.grid}>
          {list.games.map((g) => (
            <li key={g.gameCode}>
              <article className={styles.card} aria-label={g.name}>
                <div className={styles.art}>
                  <LazyImage src={g.iconUrl} alt={g.name} />
                </div>
                <div className={styles.body}>
                  <h2 className={styles.name}>{g.name}</h2>
                  <p className={styles.desc}>{g.description}</p>
                  <ul className={styles.facts}>
                    <li>
                      {t('inhouse.limits', {
                        min: formatMoney(g.minBet, currencySymbol, language),
                        max: formatMoney(g.maxBet, currencySymbol, language),
                      })}
                    </li>
                    <li>
                      {t('inhouse.edge', { edge: formatNumber(g.houseEdge, language, { maxDigits: 2 }) })}
                    </li>
                    <li>{t('inhouse.provablyFair')}</li>
                  </ul>
                  <PayTable rtp={g.rtp} rows={g.payTable} name={g.name} />
                  <Button
                    busy={busyCode === g.gameCode}
                    aria-label={t('tile.playName', { name: g.name })}
                    onClick={() =>
                      launch({ gameCode: g.gameCode, gameType: 'INHOUSE', vassalage: 'JOGO', isGame: '' })
                    }
                  >
                    {t('tile.play')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

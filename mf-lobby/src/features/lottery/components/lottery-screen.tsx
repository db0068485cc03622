import { useMemo, useState } from 'react';
import { useNavigate } from '@jogo/shared/router';
import { ApiError, type LottoVendor } from '@jogo/shared/api';
import { bus, useLanguage, useTimeZone } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation, type TFunction } from '@jogo/shared/i18n';
import { formatDateTime } from '@jogo/shared/time';
import { Button, EmptyState, Skeleton } from '@jogo/shared/ui';
import { getLottoMenus } from '../api/get-lotto-menus';
import { getOpenedNumeros } from '../api/get-opened-numeros';
import { launchLottery } from '../api/launch-lottery';
import type { PrizeMode } from '../model/prize-mode';
import { paths } from '../../../paths';
import styles from './lottery-screen.module.css';

/**
 * The shared lottery screen (spec 2: /lottery, /seaLottery, /vnLottery): the game menus of the route's
 * vendors, the chosen game's latest and past opened numbers, and a bet button that launches the vendor's
 * betting view with the prize mode.
 */
export function LotteryScreen({
  vendors,
  gameCode,
  prizeMode,
  onSelect,
}: {
  vendors: LottoVendor[];
  gameCode: string | null;
  prizeMode: PrizeMode;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useTranslation(['lobby', 'common']);
  const language = useLanguage();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const [launching, setLaunching] = useState(false);
  const vendorKey = vendors.join(',');

  const menus = useResource(`lottery/menus:${vendorKey}`, async () => {
    const only = vendorKey.split(',') as LottoVendor[];
    const v = await getLottoMenus(only.length === 1 ? only[0] : undefined);
    return v.list.filter((g) => only.includes(g.vassalage));
  });
  const groups = menus.data ?? null;
  const menuError = !!menus.error && !menus.data;

  const games = useMemo(
    () => (groups ?? []).flatMap((g) => g.gameMenus.map((m) => ({ ...m, group: g }))),
    [groups],
  );
  // a link to a game this site does not offer (another market's lottery, a game taken out) opens no other game
  const selected = gameCode ? games.find((g) => g.gameCode === gameCode) : games[0];

  const selectedCode = selected?.gameCode;
  const opened = useResource(selectedCode ? `lottery/draws:${selectedCode}` : null, () =>
    getOpenedNumeros(selectedCode ?? '').then((v) => v.list),
  );
  const draws = opened.data ?? null;
  const drawsError = !!opened.error && !opened.data;

  const bet = async () => {
    if (!selected) return;
    setLaunching(true);
    try {
      const v = await launchLottery(selected.gameCode, prizeMode, language);
      navigate(paths.launched(v));
    } catch (e) {
      bus.emit('ui:toast-requested', {
        kind: 'error',
        message: e instanceof ApiError ? e.message : 'common:errors.unknown',
      });
    } finally {
      setLaunching(false);
    }
  };

  if (menuError)
    return (
      <EmptyState title={t('lobby.loadError')} icon="⚠️">
        <Button variant="secondary" onClick={menus.reload}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  if (!groups)
    return (
      <div className={styles.layout} aria-busy="true">
        <Skeleton height={320} radius={16} />
        <Skeleton height={320} radius={16} />
      </div>
    );
  if (!selected)
    // the route's lotteries or the linked game are not offered here: say so, and lead to the lotteries there are
    return (
      <EmptyState title={t(gameCode ? 'lottery.unavailable.game' : 'lottery.unavailable.route')}>
        <p>{t('lottery.unavailable.text')}</p>
        <Button variant="secondary" onClick={() => navigate(paths.lobby('LOTT'))}>
          {t('lottery.unavailable.action')}
        </Button>
      </EmptyState>
    );

  const latest = draws?.[0];
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('lottery.menu')}>
        {groups.map((g) => (
          <div key={g.gameGroupCode} className={styles.group}>
            <h2 className={styles.groupTitle}>{g.gameGroupName}</h2>
            <ul>
              {g.gameMenus.map((m) => (
                <li key={m.gameCode}>
                  <button
                    type="button"
                    aria-current={m.gameCode === selected.gameCode ? 'true' : undefined}
                    className={`${styles.game} ${m.gameCode === selected.gameCode ? styles.active : ''}`}
                    onClick={() => onSelect(m.gameCode)}
                  >
                    <span>{m.gameName}</span>
                    <small>{t('lottery.every', { interval: formatInterval(m.drawInterval, t) })}</small>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section className={styles.detail} aria-label={selected.gameName}>
        <header className={styles.detailHead}>
          <div>
            <p className={styles.kicker}>{selected.group.gameGroupName}</p>
            <h2 className={styles.gameTitle}>{selected.gameName}</h2>
          </div>
          <Button onClick={bet} busy={launching}>
            {t('lottery.bet')}
          </Button>
        </header>
        <div className={styles.latest}>
          <p className={styles.kicker}>
            {latest ? t('lottery.latest', { numero: latest.numero }) : t('lottery.latestTitle')}
          </p>
          {latest ? <Balls numbers={latest.winNumbers} big /> : drawsError ? null : <Skeleton height={48} />}
        </div>
        <h3 className={styles.subTitle}>{t('lottery.opened')}</h3>
        {drawsError ? (
          <EmptyState title={t('lobby.loadError')} icon="⚠️" />
        ) : !draws ? (
          <Skeleton height={200} />
        ) : draws.length === 0 ? (
          <EmptyState title={t('common:empty.noData')} />
        ) : (
          <div className={styles.tableWrap} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('lottery.numero')}</th>
                  <th scope="col">{t('lottery.numbers')}</th>
                  <th scope="col">{t('lottery.openTime')}</th>
                </tr>
              </thead>
              <tbody>
                {draws.map((d) => (
                  <tr key={d.numero}>
                    <td>{d.numero}</td>
                    <td>
                      <Balls numbers={d.winNumbers} />
                    </td>
                    <td>{formatDateTime(d.openTime, zone, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Balls({ numbers, big }: { numbers: string; big?: boolean }) {
  return (
    <span className={`${styles.balls} ${big ? styles.big : ''}`} role="img" aria-label={numbers}>
      {numbers.split(',').map((n, i) => (
        <span key={i} className={styles.ball} aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  );
}

function formatInterval(seconds: number, t: TFunction<'lobby'>) {
  if (seconds >= 86400) return t('lottery.daily');
  if (seconds >= 3600) return t('lottery.hours', { count: Math.round(seconds / 3600) });
  if (seconds >= 60) return t('lottery.minutes', { count: Math.round(seconds / 60) });
  return t('lottery.seconds', { count: seconds });
}

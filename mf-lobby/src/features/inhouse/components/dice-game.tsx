import { useEffect, useState } from 'react';
import type { InhouseRound } from '@jogo/shared/api';
import { bus, useBalance, useLanguage } from '@jogo/shared/bus';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { amountInputText, parseAmount } from '@jogo/shared/money';
import {
  Button,
  EmptyState,
  Field,
  PageSkeleton,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@jogo/shared/ui';
import { useDice } from '../hooks/use-dice';
import {
  betError,
  clampTarget,
  multiplier,
  potentialPayout,
  TARGET_MAX,
  TARGET_MIN,
  winChance,
  type Direction,
} from '../model/dice';
import { FairnessPanel } from './fairness-panel';
import { RoundHistory } from './round-history';
import styles from './dice-game.module.css';

/**
 * The provably fair dice game (in-house, hosted at /seamless?game=DICE): stake, target and direction, the
 * roll with its animation, the real balance, the history and the fairness view.
 */
export function DiceGame({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation(['lobby', 'common']);
  const language = useLanguage();
  const num = (v: number, digits: number) =>
    formatNumber(v, language, { minDigits: digits, maxDigits: digits });
  const { currencySymbol } = useBalance();
  const dice = useDice(gameCode);
  const [amount, setAmount] = useState(() => amountInputText(100, language));
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<Direction>('under');
  const [error, setError] = useState<string | null>(null);
  const [rolling, setRolling] = useState<InhouseRound | null>(null);

  // the marker glides to the new roll; the number settles when the animation ends
  useEffect(() => {
    if (!dice.last) return;
    setRolling(dice.last);
  }, [dice.last]);

  if (!dice.member)
    return (
      <EmptyState title={t('account.loginNeeded')} icon="🔒">
        <Button onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}>
          {t('account.login')}
        </Button>
      </EmptyState>
    );
  if (dice.loading) return <PageSkeleton label={t('inhouse.loading')} />;
  if (dice.loadError || !dice.game || !dice.state)
    return (
      <EmptyState
        title={dice.loadError ? t(dice.loadError, { defaultValue: dice.loadError }) : t('inhouse.notFound')}
        icon="⚠️"
      >
        <Button variant="secondary" onClick={dice.retry}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );

  const { game, state } = dice;
  const money = (n: number) => formatMoney(n, currencySymbol, language);
  // the stake is read by the one parser in the page's language (PT 1,50; EN 1.50)
  const read = parseAmount(amount, language);
  const stake = read.ok ? read.minor / 100 : NaN;
  const cents = (n: number) => Math.round(n * 100);
  const mult = multiplier(target, direction, game.houseEdge);

  const onPlay = async () => {
    if (!read.ok) {
      setError((t as DynamicT)(read.key, read.params));
      return;
    }
    const invalid = betError(stake, game.minBet, game.maxBet, state.balance);
    if (invalid) {
      setError(t(invalid, { min: money(game.minBet), max: money(game.maxBet) }));
      return;
    }
    setError(null);
    const r = await dice.play(stake, target, direction);
    if (typeof r === 'string') setError(t(r, { defaultValue: r }));
  };

  const last = rolling;
  const markerLeft = last ? `${last.roll}%` : `${target}%`;
  return (
    <div className={styles.game}>
      <section className={styles.board} aria-label={game.name}>
        <div className={styles.topline}>
          <div>
            <h1 className={styles.title}>{game.name}</h1>
            <p className={styles.subtitle}>{game.description}</p>
          </div>
          <div className={styles.balance}>
            <span>{t('inhouse.balance')}</span>
            <strong data-testid="dice-balance">{money(state.balance)}</strong>
          </div>
        </div>

        <div className={styles.result} aria-live="polite">
          {last ? (
            <>
              <span key={last.roundId} className={`${styles.roll} ${last.win ? styles.win : styles.lose}`}>
                {num(last.roll, 2)}
              </span>
              <span className={styles.outcome}>
                {last.win
                  ? t('inhouse.won', { amount: money(last.payout) })
                  : t('inhouse.lost', { amount: money(last.amount) })}
              </span>
            </>
          ) : (
            <span className={styles.hint}>{t('inhouse.firstRoll')}</span>
          )}
        </div>

        <div className={styles.track} aria-hidden="true">
          <div
            className={`${styles.zone} ${direction === 'under' ? styles.zoneUnder : styles.zoneOver}`}
            style={direction === 'under' ? { width: `${target}%` } : { left: `${target}%`, right: 0 }}
          />
          <div className={styles.targetMark} style={{ left: `${target}%` }} />
          {last ? (
            <div
              key={last.roundId}
              className={`${styles.marker} ${last.win ? styles.win : styles.lose}`}
              style={{ left: markerLeft }}
            />
          ) : null}
          <div className={styles.scale}>
            <span>0</span>
            <span>25</span>
            <span>50</span>
            <span>75</span>
            <span>100</span>
          </div>
        </div>

        <label className={styles.sliderLabel}>
          <span>{t('inhouse.target', { target: num(target, 2) })}</span>
          <input
            type="range"
            min={TARGET_MIN}
            max={TARGET_MAX}
            step={0.01}
            value={target}
            onChange={(e) => setTarget(clampTarget(Number(e.target.value)))}
            className={styles.slider}
          />
        </label>

        <div className={styles.controls}>
          <div role="group" aria-label={t('inhouse.direction')} className={styles.directions}>
            {(['under', 'over'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={direction === d}
                className={`${styles.dir} ${direction === d ? styles.dirOn : ''}`}
                onClick={() => setDirection(d)}
              >
                {t(`inhouse.${d}`, { target: num(target, 2) })}
              </button>
            ))}
          </div>
          <Field
            label={t('inhouse.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
            trailing={
              <span className={styles.amountButtons}>
                <button
                  type="button"
                  onClick={() =>
                    setAmount(
                      amountInputText(
                        Math.max(cents(game.minBet), read.ok ? Math.floor(read.minor / 2) : 0),
                        language,
                      ),
                    )
                  }
                >
                  ½
                </button>
                <button
                  type="button"
                  onClick={() =>
                    setAmount(
                      amountInputText(
                        Math.min(
                          cents(game.maxBet),
                          read.ok && read.minor > 0 ? read.minor * 2 : cents(game.minBet),
                        ),
                        language,
                      ),
                    )
                  }
                >
                  2×
                </button>
              </span>
            }
          />
          <dl className={styles.stats}>
            <div>
              <dt>{t('inhouse.chance')}</dt>
              <dd>{formatPercent(winChance(target, direction), language, { minDigits: 2, maxDigits: 2 })}</dd>
            </div>
            <div>
              <dt>{t('inhouse.multiplier')}</dt>
              <dd>{num(mult, 4)}×</dd>
            </div>
            <div>
              <dt>{t('inhouse.payout')}</dt>
              <dd>
                {Number.isFinite(stake)
                  ? money(potentialPayout(stake, target, direction, game.houseEdge))
                  : '-'}
              </dd>
            </div>
          </dl>
          <Button size="lg" block busy={dice.playing} onClick={onPlay}>
            {t('inhouse.roll')}
          </Button>
        </div>
      </section>

      <FairnessPanel
        state={state}
        revealed={dice.revealed}
        onSaveClientSeed={dice.saveClientSeed}
        onRotate={dice.rotate}
      />
      <RoundHistory rounds={dice.history} money={money} />
    </div>
  );
}

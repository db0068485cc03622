import { useEffect } from 'react';
import { bus, useBalance, useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { formatMoney, MASKED_MONEY, Skeleton } from '@jogo/shared/ui';
import { Icon } from '../layout/icons';
import { startBalanceSync, toggleBalanceHidden } from '../session/balance';
import styles from './balance.module.css';

/** The text of the balance: two decimals and the currency symbol, or stars while hidden (spec 4, 9). */
export function balanceText(amount: number, symbol: string, hidden: boolean, language: 'PT' | 'EN'): string {
  return hidden ? `${symbol} ${MASKED_MONEY}` : formatMoney(amount, symbol, language);
}

/** The header balance with hide (stars) and refresh (spec 2 "Header"). */
export function Balance() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { amount, currencySymbol, hidden, loading } = useBalance();
  // the header balance follows the gateway's push while it is shown (polling when the stream drops)
  useEffect(() => startBalanceSync(), []);
  return (
    <div className={styles.balance} role="group" aria-label={t('header.balance')}>
      <span className={styles.coin} aria-hidden="true">
        {currencySymbol}
      </span>
      {amount === null ? (
        <span className={styles.amount} aria-busy="true">
          <Skeleton width={72} height={14} />
        </span>
      ) : (
        <output className={styles.amount} aria-live="polite" data-testid="header-balance">
          {balanceText(amount, currencySymbol, hidden, language)}
        </output>
      )}
      <button
        type="button"
        className={styles.iconButton}
        onClick={toggleBalanceHidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={hidden}
        title={hidden ? t('header.showBalance') : t('header.hideBalance')}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`${styles.iconButton} ${loading ? styles.spinning : ''}`}
        onClick={() => bus.emit('wallet:balance-refresh-requested', {})}
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}

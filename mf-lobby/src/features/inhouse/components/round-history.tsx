import { useState } from 'react';
import type { InhouseRound } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState, formatNumber } from '@jogo/shared/ui';
import { VerifyDialog } from './verify-dialog';
import styles from './dice-game.module.css';

/** The member's last rounds, newest first, each with a verify action. */
export function RoundHistory({ rounds, money }: { rounds: InhouseRound[]; money: (n: number) => string }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const num = (v: number, digits: number) =>
    formatNumber(v, language, { minDigits: digits, maxDigits: digits });
  const [verifying, setVerifying] = useState<InhouseRound | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.panelTitle}>
        {t('inhouse.history.title')}
      </h2>
      {rounds.length === 0 ? (
        <EmptyState title={t('inhouse.history.empty')} icon="🎲" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('inhouse.history.nonce')}</th>
                <th scope="col">{t('inhouse.history.bet')}</th>
                <th scope="col">{t('inhouse.history.roll')}</th>
                <th scope="col">{t('inhouse.history.payout')}</th>
                <th scope="col">
                  <span className={styles.srOnly}>{t('inhouse.history.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.roundId}>
                  <td>{r.nonce}</td>
                  <td>
                    {money(r.amount)} · {t(`inhouse.${r.direction}`, { target: num(r.target, 2) })}
                  </td>
                  <td className={r.win ? styles.winText : styles.loseText}>{num(r.roll, 2)}</td>
                  <td>{r.win ? money(r.payout) : '-'}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => setVerifying(r)}
                      aria-label={t('inhouse.history.verifyRound', { nonce: r.nonce })}
                    >
                      {t('inhouse.history.verify')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <VerifyDialog round={verifying} onClose={() => setVerifying(null)} />
    </section>
  );
}

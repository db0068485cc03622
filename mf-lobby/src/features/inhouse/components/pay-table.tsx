import type { PayTableRow } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { formatNumber, formatPercent } from '@jogo/shared/ui';
import styles from './pay-table.module.css';

/**
 * An in-house game's RTP and pay table before play: what each outcome pays and how likely it is,
 * from the gateway's game data; folded under its summary so the card keeps its size.
 */
export function PayTable({
  rtp,
  rows,
  name,
}: {
  rtp: number | undefined;
  rows: PayTableRow[] | undefined;
  name: string;
}) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  if (rtp === undefined && !rows?.length) return null;
  const rtpText = rtp === undefined ? null : formatPercent(rtp, language);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        {rtpText ? t('protection.rtp', { value: rtpText }) : null}
        {rows?.length ? <span> · {t('protection.payTable')}</span> : null}
      </summary>
      {rtpText ? <p className={styles.text}>{t('protection.rtpText', { value: rtpText })}</p> : null}
      {rows?.length ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{`${t('protection.payTable')}: ${name}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t('protection.outcome')}</th>
              <th scope="col">{t('protection.multiplier')}</th>
              <th scope="col">{t('protection.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.outcome}>
                <td>{r.outcome}</td>
                <td>{`${formatNumber(r.multiplier, language, { maxDigits: 4 })}×`}</td>
                <td>{formatPercent(r.chance, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}

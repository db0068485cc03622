import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import styles from '../styles/wallet.module.css';

const TONE: Record<string, 'ok' | 'wait' | 'bad'> = {
  APPROVED: 'ok',
  ISSUED: 'ok',
  RECEIVED: 'ok',
  FORCED: 'ok',
  PENDING: 'wait',
  IN_PROCESS: 'wait',
  NOT_RECEIVED: 'bad',
  REJECTED: 'bad',
  EXPIRED: 'bad',
};

/** A state of a deposit, withdrawal or receipt, translated and coloured. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={styles.badge} data-tone={TONE[status] ?? 'wait'} data-status={status}>
      {(t as DynamicT)(`status.${status}`)}
    </span>
  );
}

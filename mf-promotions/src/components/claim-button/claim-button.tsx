import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import styles from './claim-button.module.css';

export type ClaimState = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

/**
 * The claim control of a task, mission or bonus, by state: "In progress" (disabled), "Claim", "Claimed"
 * (disabled). The gateway's message shows under it when a claim fails.
 */
export function ClaimButton({
  state,
  pending,
  error,
  onClaim,
  label,
}: {
  state: ClaimState;
  pending: boolean;
  error: Error | null;
  onClaim: () => void;
  /** accessible name, e.g. "Claim: Bet 10 times today" */
  label: string;
}) {
  const { t } = useTranslation('promotions');
  return (
    <div className={styles.wrap}>
      {state === 'CLAIMABLE' ? (
        <Button variant="primary" size="sm" busy={pending} onClick={onClaim} aria-label={label}>
          {t('claim.claim')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled aria-label={label}>
          {t(state === 'CLAIMED' ? 'claim.claimed' : 'claim.inProgress')}
        </Button>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

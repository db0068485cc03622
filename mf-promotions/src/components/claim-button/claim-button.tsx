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
  name,
}: {
  state: ClaimState;
  pending: boolean;
  error: Error | null;
  onClaim: () => void;
  /** what is claimed, e.g. "Bet 10 times today": the button is named "Claim: Bet 10 times today" */
  name: string;
}) {
  const { t } = useTranslation('promotions');
  const text = t(
    state === 'CLAIMABLE' ? 'claim.claim' : state === 'CLAIMED' ? 'claim.claimed' : 'claim.inProgress',
  );
  // the accessible name starts with the visible text (WCAG 2.5.3 label in name), then says what it is for
  const label = `${text}: ${name}`;
  return (
    <div className={styles.wrap}>
      {state === 'CLAIMABLE' ? (
        <Button variant="primary" size="sm" busy={pending} onClick={onClaim} aria-label={label}>
          {text}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled aria-label={label}>
          {text}
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

import { ApiError } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState } from '@jogo/shared/ui';

/**
 * @returns whether asking again may succeed: a network failure, a timeout, a throttle or a server error. A refusal
 * (403 not your team, 400 bad input, 404) answers the same every time, so it gets no "Try again".
 */
export function retryable(error: Error): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.isNetwork || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A page's load failure: its message, and "Try again" only when asking again may succeed. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(['agent', 'common']);
  return (
    <EmptyState title={error.message}>
      {retryable(error) && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      )}
    </EmptyState>
  );
}

import { ApiError } from '@jogo/shared/api';
import { renderWithProviders, screen } from '@jogo/shared/testing';
import { LoadError, retryable } from './load-error';

describe('a page load failure', () => {
  it('offers "Try again" only when asking again may succeed', () => {
    expect(retryable(new ApiError(0, 'network.abnormal', 'Network link is abnormal'))).toBe(true);
    expect(retryable(new ApiError(503, 'system.error', 'down'))).toBe(true);
    expect(retryable(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toBe(true);
    expect(retryable(new ApiError(403, 'agent.not_downline', 'This member is not in your team'))).toBe(false);
    expect(retryable(new ApiError(400, 'request.date_range_invalid', 'bad range'))).toBe(false);
  });

  it('shows a permanent refusal without a retry button', () => {
    renderWithProviders(
      <LoadError
        error={new ApiError(403, 'agent.only', 'Only agents can use this function')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Only agents can use this function')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a network failure with one', () => {
    renderWithProviders(
      <LoadError error={new ApiError(0, 'network.abnormal', 'Offline')} onRetry={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

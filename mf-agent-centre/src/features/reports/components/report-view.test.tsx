import { ApiError } from '@jogo/shared/api';
import { renderWithProviders, screen } from '@jogo/shared/testing';
import { ReportView } from './report-view';

const view = (error: ApiError) =>
  renderWithProviders(
    <ReportView<{ id: number }>
      report="bets"
      kind="gameType"
      load={() => Promise.reject(error)}
      columns={[{ key: 'id', label: 'Id', render: (r) => r.id }]}
      rowKey={(r) => r.id}
    />,
  );

describe('a report that cannot load', () => {
  it('shows a permanent refusal without "Try again" (asking again answers the same)', async () => {
    view(new ApiError(403, 'agent.not_downline', 'This member is not in your team'));
    expect(await screen.findByText('This member is not in your team')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" after a network failure', async () => {
    view(new ApiError(0, 'network.abnormal', 'Network link is abnormal'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

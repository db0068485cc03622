import { renderWithProviders, screen, fireEvent } from '@jogo/shared/testing';
import { ReportFiltersForm } from './report-filters';
import { defaultFilters } from '../model/filters';

const initial = { ...defaultFilters(Date.parse('2026-11-23T10:00:00Z'), 'America/Sao_Paulo') };

describe('report filters form', () => {
  it('refuses a range over 93 days and searches with a valid one', () => {
    const onSearch = jest.fn();
    renderWithProviders(
      <ReportFiltersForm
        initial={initial}
        kind="gameType"
        onSearch={onSearch}
        onExport={jest.fn()}
        exporting={false}
      />,
    );
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 93 days');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: ' deep_player1 ' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'RNG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...initial,
      startDate: '2026-11-01',
      username: 'deep_player1',
      level: '3',
      gameType: 'RNG',
    });
  });

  it('exports only valid filters; account details filter by transaction type', () => {
    const onExport = jest.fn();
    renderWithProviders(
      <ReportFiltersForm
        initial={initial}
        kind="type"
        onSearch={jest.fn()}
        onExport={onExport}
        exporting={false}
      />,
    );
    expect(screen.queryByLabelText('Game type')).toBeNull();
    fireEvent.change(screen.getByLabelText('Transaction type'), { target: { value: 'DEPOSIT' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be before the end date');
    expect(onExport).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-10-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'DEPOSIT', startDate: '2026-10-05' }),
    );
  });
});

import type { Winner } from '@jogo/shared/api';
import { fireEvent, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { WinnersBoard } from './winners-board';

const winner = (winAmount: number, customerName: string): Winner => ({
  iconUrl: `/wps/assets/games/${customerName}.svg`,
  customerName,
  winAmount,
  gameName: `Game of ${customerName}`,
  gameCode: `G_${customerName}`,
});

const rowsOf = (column: HTMLElement) => within(column).getAllByRole('listitem');

describe('WinnersBoard', () => {
  it('shows two columns of icon, name and formatted amount, biggest win first', () => {
    const winners = [winner(12.5, 'lo***er'), winner(9800, 'hi***gh'), winner(450, 'mi***le')];
    renderWithProviders(<WinnersBoard winners={winners} loading={false} error={null} onRetry={jest.fn()} />);
    const first = screen.getByRole('list', { name: 'Winners, column 1' });
    const second = screen.getByRole('list', { name: 'Winners, column 2' });
    expect(rowsOf(first).map((r) => within(r).getByText(/^\w\w\*\*\*\w\w$/).textContent)).toEqual([
      'hi***gh',
      'lo***er',
    ]);
    expect(rowsOf(second).map((r) => within(r).getByText(/^\w\w\*\*\*\w\w$/).textContent)).toEqual([
      'mi***le',
    ]);
    const top = rowsOf(first)[0];
    expect(within(top).getByRole('img', { name: 'Game of hi***gh' })).toHaveAttribute(
      'src',
      '/wps/assets/games/hi***gh.svg',
    );
    expect(top).toHaveTextContent('R$9,800.00');
  });

  it('makes each column a stop of the keyboard (focused, it stands still; with reduced motion it scrolls by keys)', () => {
    const winners = [winner(12.5, 'lo***er'), winner(9800, 'hi***gh'), winner(450, 'mi***le')];
    renderWithProviders(<WinnersBoard winners={winners} loading={false} error={null} onRetry={jest.fn()} />);
    for (const n of [1, 2]) {
      const column = screen.getByRole('group', { name: `Winners, column ${n}` });
      expect(column).toHaveAttribute('tabindex', '0');
      expect(within(column).getByRole('list', { name: `Winners, column ${n}` })).toBeInTheDocument();
    }
  });

  it('shows at most 20 winners', () => {
    const winners = Array.from({ length: 26 }, (_, i) => winner(i + 1, `p${i}`));
    renderWithProviders(<WinnersBoard winners={winners} loading={false} error={null} onRetry={jest.fn()} />);
    const visible = [
      ...rowsOf(screen.getByRole('list', { name: 'Winners, column 1' })),
      ...rowsOf(screen.getByRole('list', { name: 'Winners, column 2' })),
    ];
    expect(visible).toHaveLength(20);
    expect(visible[0]).toHaveTextContent('R$26.00');
  });

  it('formats amounts in the UI language', () => {
    renderWithProviders(
      <WinnersBoard winners={[winner(1234.5, 'ab***cd')]} loading={false} error={null} onRetry={jest.fn()} />,
      {
        language: 'PT',
      },
    );
    expect(screen.getByRole('list', { name: 'Vencedores, coluna 1' })).toHaveTextContent('R$ 1.234,50');
  });

  it('has loading, empty and error states, and the error retries', () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithProviders(
      <WinnersBoard winners={undefined} loading error={null} onRetry={onRetry} />,
    );
    expect(screen.getByRole('status', { name: 'Loading winners' })).toBeInTheDocument();
    rerender(<WinnersBoard winners={[]} loading={false} error={null} onRetry={onRetry} />);
    expect(screen.getByText('No big wins yet. Yours could be the first!')).toBeInTheDocument();
    rerender(<WinnersBoard winners={undefined} loading={false} error={new Error('x')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

import { renderWithProviders, screen, within } from '@jogo/shared/testing';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { key: 'name', label: 'Member', render: (r) => r.name },
  { key: 'amount', label: 'Amount', numeric: true, render: (r) => r.amount },
];

describe('an agent table', () => {
  it('labels every cell with its column, so a narrow box can show each row as a card', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[
          { id: 1, name: 'ana', amount: 'R$ 1.234,56' },
          { id: 2, name: 'bia', amount: 'R$ 0,05' },
        ]}
        rowKey={(r) => r.id}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Member', 'Amount']);
    expect(cells[1]).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
  });
});

import { act } from 'react';
import { createFakeApi, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { AccountRecord } from './account-record';

const row = (id: number, type: string, category: string, amount: number) => ({
  id,
  category,
  type,
  account: 'MAIN',
  amount,
  balanceAfter: 100,
  reference: `WD${id}`,
  remark: '',
  createdAt: '2026-11-26T12:00:00.000Z',
});
const page = (content: unknown[]) => ({
  content,
  pageNo: 1,
  totalPages: 1,
  totalCount: content.length,
  totalCredit: 20,
  totalDebit: 20,
});

describe('AccountRecord', () => {
  it('a refund reads as a refund, not as a withdrawal; each cell carries its column title for narrow cards', async () => {
    const api = createFakeApi().on(
      'GET /wps/records/transactions',
      page([row(2, 'WITHDRAW_REFUND', 'withdraw', 20), row(1, 'WITHDRAW', 'withdraw', -20)]),
    );
    renderWithProviders(<AccountRecord />, { api, session: memberSession() });
    const refund = await screen.findByText('Withdrawal refund');
    expect(refund.closest('tr')).toHaveTextContent('R$20.00');
    expect(screen.getAllByText('Withdrawal')).not.toHaveLength(0);
    expect(refund.closest('td')).toHaveAttribute('data-label', 'Type');
  });

  it('follows the money: the balance push reloads the open list', async () => {
    let rows = [row(1, 'WITHDRAW', 'withdraw', -20)];
    const api = createFakeApi().on('GET /wps/records/transactions', () => page(rows));
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 80, pushedAt: 'a' }));
    renderWithProviders(<AccountRecord />, { api, session: memberSession() });
    expect(await screen.findByText('WD1')).toBeInTheDocument();
    rows = [row(2, 'WITHDRAW_REFUND', 'withdraw', 20), ...rows];
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 100, pushedAt: 'b' }));
    expect(await screen.findByText('WD2')).toBeInTheDocument();
  });
});

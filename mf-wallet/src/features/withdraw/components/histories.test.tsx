import { act } from 'react';
import { createFakeApi, renderWithProviders, screen } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { WithdrawHistory } from './withdraw-history';
import { DepositHistory } from '../../deposit/components/deposit-history';

/**
 * Histories follow the money: the balance push (a deposit confirmed; a withdrawal approved,
 * issued or rejected) reloads the open lists without a reload of the page, and a rejection shows its reason.
 */

const withdrawal = (status: string, more: Record<string, unknown> = {}) => ({
  orderNo: 'WD1',
  amount: 20,
  fee: 0,
  net: 20,
  status,
  bankCardId: 7,
  destination: 'PIX CPF ***.982.247-**',
  createdAt: '2026-11-26T12:00:00.000Z',
  approvedAt: status === 'IN_PROCESS' ? null : '2026-11-26T12:05:00.000Z',
  issuedAt: status === 'ISSUED' ? '2026-11-26T12:06:00.000Z' : null,
  rejectedAt: status === 'REJECTED' ? '2026-11-26T12:06:00.000Z' : null,
  rejectReason: null,
  receipt: status === 'ISSUED' ? 'PENDING' : null,
  receiptAt: null,
  ...more,
});
const page = (content: unknown[]) => ({ content, totalPages: 1, totalCount: content.length, pageNo: 1 });

/** A balance push as the shell emits it (same amount: approving moves no money). */
const push = (at: string) =>
  act(() => {
    bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 100, pushedAt: at });
  });

describe('histories follow the money', () => {
  beforeEach(() => {
    act(() =>
      bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 100, pushedAt: 'start' }),
    );
  });

  it('a withdrawal approved, then issued: status and receipt buttons appear on the push, no reload', async () => {
    let state = 'IN_PROCESS';
    const api = createFakeApi().on('/wps/wallet/withdraw/orders', () => page([withdrawal(state)]));
    renderWithProviders(<WithdrawHistory receiptAutoMinutes={30} />, {
      api,
      session: { status: 'member', token: 't' },
    });
    expect(await screen.findByText('In process')).toBeInTheDocument();
    state = 'APPROVED';
    push('2026-11-26T12:05:00.000Z');
    expect((await screen.findAllByText('Approved')).length).toBeGreaterThan(0);
    expect(screen.queryByText('In process')).not.toBeInTheDocument();
    state = 'ISSUED';
    push('2026-11-26T12:06:00.000Z');
    expect(await screen.findByRole('button', { name: 'Received' })).toBeInTheDocument();
  });

  it('a rejection shows the back office reason', async () => {
    const api = createFakeApi().on('/wps/wallet/withdraw/orders', () =>
      page([withdrawal('REJECTED', { rejectReason: 'Chave PIX de outro titular' })]),
    );
    renderWithProviders(<WithdrawHistory receiptAutoMinutes={30} />, {
      api,
      session: { status: 'member', token: 't' },
    });
    expect(await screen.findByText('Reason for refusal: Chave PIX de outro titular')).toBeInTheDocument();
  });

  it('a deposit confirmed: Pending becomes Approved on the push', async () => {
    let status = 'PENDING';
    const api = createFakeApi().on('/wps/wallet/deposit/orders', () =>
      page([
        {
          orderNo: 'DP1',
          amount: 50,
          status,
          channelName: 'PIX',
          createdAt: '2026-11-26T12:00:00.000Z',
          confirmedAt: status === 'APPROVED' ? '2026-11-26T12:01:00.000Z' : null,
          expiredAt: null,
        },
      ]),
    );
    renderWithProviders(<DepositHistory />, { api, session: { status: 'member', token: 't' } });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    status = 'APPROVED';
    push('2026-11-26T12:01:00.000Z');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });
});

import type { DepositChannel } from '@jogo/shared/api';
import { checkDeposit } from './deposit-rules';

const channel: DepositChannel = {
  channelId: 'USDT',
  name: 'USDT',
  type: 'CRYPTO',
  minAmount: 50,
  maxAmount: 10000,
  presets: [],
  iconUrl: '',
  feeBp: 100,
  feeMin: 1,
  processingMinutes: 10,
  expiresInMinutes: 60,
};

describe('checkDeposit', () => {
  it('refuses empty, malformed and out-of-range amounts', () => {
    expect(checkDeposit('', channel)).toEqual({ ok: false, error: 'amount.required' });
    expect(checkDeposit('abc', channel)).toEqual({ ok: false, error: 'amount.invalid' });
    expect(checkDeposit('49,99', channel)).toEqual({ ok: false, error: 'amount.min' });
    expect(checkDeposit('10.000,01', channel)).toEqual({ ok: false, error: 'amount.max' });
  });
  it('accepts both separators and computes the fee and the credit', () => {
    expect(checkDeposit('1.000,00', channel)).toEqual({ ok: true, amount: 1000, fee: 10, credit: 990 });
    expect(checkDeposit('1,000.00', channel)).toEqual({ ok: true, amount: 1000, fee: 10, credit: 990 });
  });
});

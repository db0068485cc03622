import type { DepositChannel } from '@jogo/shared/api';
import { checkDeposit } from './deposit-rules';

const channel: DepositChannel = {
  channelId: 'USDT',
  name: 'USDT',
  type: 'CRYPTO',
  minAmount: 5,
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
    expect(checkDeposit('', channel, 'PT')).toEqual({ ok: false, error: 'amount.required' });
    expect(checkDeposit('abc', channel, 'PT')).toMatchObject({
      ok: false,
      error: 'common:amountInput.invalid',
    });
    expect(checkDeposit('4,99', channel, 'PT')).toEqual({ ok: false, error: 'amount.min' });
    expect(checkDeposit('10.000,01', channel, 'PT')).toEqual({ ok: false, error: 'amount.max' });
  });
  it('reads the language style: PT 10,55 is ten reais and 55 cents, EN 10.55 the same', () => {
    expect(checkDeposit('10,55', channel, 'PT')).toEqual({ ok: true, amount: 10.55, fee: 1, credit: 9.55 });
    expect(checkDeposit('10.55', channel, 'EN')).toEqual({ ok: true, amount: 10.55, fee: 1, credit: 9.55 });
    expect(checkDeposit('1.000,00', channel, 'PT')).toEqual({ ok: true, amount: 1000, fee: 10, credit: 990 });
    expect(checkDeposit('1,000.00', channel, 'EN')).toEqual({ ok: true, amount: 1000, fee: 10, credit: 990 });
  });
  it('refuses PT 10,555 as ambiguous (it was once read as R$ 10.555,00), with how to write it', () => {
    expect(checkDeposit('10,555', channel, 'PT')).toEqual({
      ok: false,
      error: 'common:amountInput.ambiguous',
      params: expect.objectContaining({ thousands: '10.555', plain: '10555', cents: '10,55' }),
    });
    expect(checkDeposit('1.000,00', channel, 'EN')).toMatchObject({ error: 'common:amountInput.otherStyle' });
  });
});

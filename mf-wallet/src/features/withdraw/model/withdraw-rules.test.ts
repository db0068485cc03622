import type { WithdrawSettingsValue } from '@jogo/shared/api';
import { checkWithdraw } from './withdraw-rules';
import { cpfValid, pixKeyValid } from './pix-key';

const settings: WithdrawSettingsValue = {
  minAmount: 10,
  maxAmount: 50000,
  dailyCountLimit: 5,
  usedCountToday: 0,
  balance: 500,
  hasPaymentPassword: true,
  bankCards: [],
  feeBp: 100,
  feeMin: 1,
  turnoverLeft: 0,
  receiptAutoMinutes: 30,
  payeeName: 'Jogador',
  maxCards: 5,
  lockedUntil: null,
};
const input = { text: '100', bankCardId: 1, password: 'x' };

describe('checkWithdraw', () => {
  it('passes a valid request with its fee', () => {
    expect(checkWithdraw(input, settings, 'PT')).toEqual({ ok: true, amount: 100, fee: 1, net: 99 });
    expect(checkWithdraw({ ...input, text: '150,55' }, settings, 'PT')).toEqual({
      ok: true,
      amount: 150.55,
      fee: 1.51,
      net: 149.04,
    });
  });
  it.each([
    ['', 'amount.required'],
    ['0', 'amount.invalid'],
    ['9,99', 'amount.min'],
    ['500,01', 'amount.overBalance'],
  ])('refuses amount %p with %s', (text, error) => {
    expect(checkWithdraw({ ...input, text }, settings, 'PT')).toEqual({
      ok: false,
      errors: { amount: error },
    });
  });
  it.each([
    ['abc', 'invalid'],
    ['100,555', 'ambiguous'],
    ['100.5', 'otherStyle'],
    ['100,5555', 'tooManyDecimals'],
  ])('refuses unreadable %p with the parser message %s and its values', (text, reason) => {
    expect(checkWithdraw({ ...input, text }, settings, 'PT')).toMatchObject({
      ok: false,
      errors: { amount: `common:amountInput.${reason}` },
      params: expect.objectContaining({ sample: '1.234,56' }),
    });
  });
  it('refuses above the max, over the daily count and with turnover left', () => {
    expect(checkWithdraw({ ...input, text: '60.000' }, { ...settings, balance: 100000 }, 'PT')).toMatchObject(
      {
        errors: { amount: 'amount.max' },
      },
    );
    expect(checkWithdraw(input, { ...settings, usedCountToday: 5 }, 'PT')).toMatchObject({
      errors: { amount: 'withdraw.dailyReached' },
    });
    expect(checkWithdraw(input, { ...settings, turnoverLeft: 20 }, 'PT')).toMatchObject({
      errors: { amount: 'withdraw.turnoverLeft' },
    });
  });
  it('needs a destination and the payment password', () => {
    expect(checkWithdraw({ text: '100', bankCardId: null, password: '' }, settings, 'PT')).toEqual({
      ok: false,
      errors: { destination: 'withdraw.destinationRequired', password: 'password.required' },
    });
  });
});

describe('PIX keys', () => {
  it('checks CPF check digits', () => {
    expect(cpfValid('529.982.247-25')).toBe(true);
    expect(cpfValid('529.982.247-26')).toBe(false);
    expect(cpfValid('000.000.000-00')).toBe(false);
  });
  it('checks each key type', () => {
    expect(pixKeyValid('CPF', '52998224725')).toBe(true);
    expect(pixKeyValid('PHONE', '(11) 98765-4321')).toBe(true);
    expect(pixKeyValid('PHONE', '1234')).toBe(false);
    expect(pixKeyValid('EMAIL', 'a@b.com')).toBe(true);
    expect(pixKeyValid('EMAIL', 'a@b')).toBe(false);
    expect(pixKeyValid('EVP', '123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(pixKeyValid('EVP', '123')).toBe(false);
  });
});

import { message } from './messages';

describe('message params as the language writes them', () => {
  it('writes a money param in the language style: "R$ 10,00" in PT, "R$10.00" in EN', () => {
    expect(message('wallet.turnover_left', 'PT', { left: 10 })).toBe(
      'Aposte mais R$ 10,00 antes de sacar ou transferir (cada depósito deve ser apostado uma vez)',
    );
    expect(message('wallet.turnover_left', 'PT', { left: 1234.5 })).toContain('R$ 1.234,50');
    expect(message('wallet.turnover_left', 'EN', { left: 10 })).toContain('Wager R$10.00 more');
  });

  it('writes the withdrawal, deposit and bet limits in the language style, not "10.00"', () => {
    expect(message('wallet.withdraw_limits', 'PT', { min: 10, max: 50000 })).toBe(
      'Valor de saque fora dos limites (R$ 10,00 a R$ 50.000,00)',
    );
    expect(message('wallet.withdraw_limits', 'EN', { min: 10, max: 50000 })).toBe(
      'Withdrawal amount outside the limits (R$10.00 to R$50,000.00)',
    );
    expect(message('wallet.deposit_limits', 'PT', { min: 1.5, max: 1000 })).toContain(
      '(R$ 1,50 a R$ 1.000,00)',
    );
    expect(message('inhouse.bet_limits', 'PT', { min: 0.1, max: 1000 })).toContain('(R$ 0,10 a R$ 1.000,00)');
  });

  it('says "1 try left" / "1 tentativa restante", the plural from two', () => {
    const code = 'wallet.payment_password_wrong';
    expect(message(code, 'EN', { left: 1 })).toBe('Incorrect payment password (1 try left)');
    expect(message(code, 'EN', { left: 2 })).toBe('Incorrect payment password (2 tries left)');
    expect(message(code, 'PT', { left: 1 })).toBe('Senha de pagamento incorreta (1 tentativa restante)');
    expect(message(code, 'PT', { left: 4 })).toBe('Senha de pagamento incorreta (4 tentativas restantes)');
  });
});

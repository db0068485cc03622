import { CPF_INVALID, CPF_PLACEHOLDERS, cpfRule, cpfValid } from './cpf';

describe('CPF', () => {
  it('accepts valid CPFs with or without the dots and dash (check digits as Receita Federal computes them)', () => {
    // published valid examples
    for (const v of ['529.982.247-25', '52998224725', '111.444.777-35', '168.995.350-09', '390.533.447-05'])
      expect(cpfValid(v)).toBe(true);
  });

  it('refuses a wrong check digit, another shape and the placeholder numbers', () => {
    expect(cpfValid('529.982.247-24')).toBe(false);
    expect(cpfValid('529982247')).toBe(false);
    expect(cpfValid('529 982 247 25x')).toBe(false);
    // every placeholder passes the check digits, and is refused anyway
    for (const p of CPF_PLACEHOLDERS) {
      expect(cpfValid(p)).toBe(false);
      const f = `${p.slice(0, 3)}.${p.slice(3, 6)}.${p.slice(6, 9)}-${p.slice(9)}`;
      expect(cpfValid(f)).toBe(false);
    }
    expect(CPF_PLACEHOLDERS).toContain('12345678909');
    expect(CPF_PLACEHOLDERS).toContain('00000000000');
    expect(CPF_PLACEHOLDERS).toContain('99999999999');
    expect(cpfRule('123.456.789-09')).toEqual({ key: CPF_INVALID });
    expect(cpfRule('')).toBeNull();
  });
});

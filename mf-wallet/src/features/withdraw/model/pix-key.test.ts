import { loadPhoneLib } from '@jogo/shared/validation';
import { pixKeyValid } from './pix-key';

describe('PIX keys by Brazil’s rules', () => {
  it('phone keys: real area codes and the leading 9 once the library is loaded', async () => {
    await loadPhoneLib();
    expect(pixKeyValid('PHONE', '(11) 98765-4321')).toBe(true);
    expect(pixKeyValid('PHONE', '+55 61 98765 4321')).toBe(true);
    // area codes that do not exist: the shape of a mobile, refused by the numbering plan
    for (const ddd of ['23', '25', '26', '29', '36', '39', '52', '56', '57', '58', '59', '72', '76', '78'])
      expect(pixKeyValid('PHONE', `(${ddd}) 98765-4321`)).toBe(false);
    expect(pixKeyValid('PHONE', '(11) 3234-5678')).toBe(false);
  });

  it('CPF keys: the placeholder numbers are refused', () => {
    for (const c of ['000.000.000-00', '111.111.111-11', '999.999.999-99', '123.456.789-09'])
      expect(pixKeyValid('CPF', c)).toBe(false);
    expect(pixKeyValid('CPF', '529.982.247-25')).toBe(true);
  });
});

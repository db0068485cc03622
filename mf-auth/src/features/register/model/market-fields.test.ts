import { cpfValid } from '@jogo/shared/validation';
import ptTexts from '../../../i18n/locales/pt/auth-protection.json';
import enTexts from '../../../i18n/locales/en/auth-protection.json';
import type { MarketRegistrationRules } from '@jogo/shared/api';
import {
  EMPTY_MARKET_VALUES,
  marketBody,
  marketFieldOf,
  marketFields,
  validateMarket,
} from './market-fields';

const BR: MarketRegistrationRules = {
  cpf: true,
  fullName: true,
  birthDate: true,
  lossLimit: true,
  timeLimit: true,
  minimumAge: 18,
};
const OPEN: MarketRegistrationRules = {
  cpf: false,
  fullName: false,
  birthDate: false,
  lossLimit: false,
  timeLimit: false,
  minimumAge: 18,
};
const ZONE = 'America/Sao_Paulo';
// 01:30 UTC on 27 Nov is still 26 Nov in São Paulo
const NOW = Date.parse('2026-11-27T01:30:00Z');
const GOOD = {
  ...EMPTY_MARKET_VALUES,
  cpf: '529.982.247-25',
  fullName: 'Maria  da Silva',
  birthDate: '1990-05-10',
  lossLimit: '500,50',
  timeLimit: '120',
};

describe('BR sign-up fields', () => {
  it('gives a CPF example the form accepts', () => {
    for (const hint of [ptTexts.protection.cpfHint, enTexts.protection.cpfHint]) {
      const example = /\d{3}\.\d{3}\.\d{3}-\d{2}/.exec(hint)?.[0];
      expect(example && cpfValid(example)).toBe(true);
      expect(validateMarket({ ...GOOD, cpf: example! }, BR, NOW, ZONE, 'PT').cpf).toBeUndefined();
    }
  });

  it('asks for the fields the market names, and none in OPEN', () => {
    expect(marketFields(BR)).toEqual(['cpf', 'fullName', 'birthDate', 'lossLimit', 'timeLimit']);
    expect(marketFields(OPEN)).toEqual([]);
    expect(marketFields(null)).toEqual([]);
  });

  it('requires each of them, and checks the CPF with its check digits', () => {
    const e = validateMarket(EMPTY_MARKET_VALUES, BR, NOW, ZONE, 'PT');
    expect(Object.keys(e).sort()).toEqual(['birthDate', 'cpf', 'fullName', 'lossLimit', 'timeLimit']);
    expect(validateMarket({ ...GOOD, cpf: '529.982.247-26' }, BR, NOW, ZONE, 'PT').cpf?.key).toBe(
      'common:validation.cpfInvalid',
    );
    expect(validateMarket(GOOD, BR, NOW, ZONE, 'PT')).toEqual({});
    expect(validateMarket(EMPTY_MARKET_VALUES, OPEN, NOW, ZONE, 'PT')).toEqual({});
  });

  it("counts the minimum age on the site's day, not the browser's", () => {
    // turns 18 on 27 Nov 2026: in São Paulo it is still the 26th
    expect(validateMarket({ ...GOOD, birthDate: '2008-11-27' }, BR, NOW, ZONE, 'PT').birthDate).toEqual({
      key: 'auth:protection.underAge',
      params: { age: 18 },
    });
    expect(
      validateMarket({ ...GOOD, birthDate: '2008-11-26' }, BR, NOW, ZONE, 'PT').birthDate,
    ).toBeUndefined();
    expect(
      validateMarket({ ...GOOD, birthDate: '2008-11-27' }, BR, NOW, 'Europe/Lisbon', 'PT').birthDate,
    ).toBeUndefined();
    expect(validateMarket({ ...GOOD, birthDate: '2030-01-01' }, BR, NOW, ZONE, 'PT').birthDate?.key).toBe(
      'auth:protection.dateInvalid',
    );
  });

  it('wants a first and last name, a loss limit above 0 and whole minutes up to a day', () => {
    const e = validateMarket(
      { ...GOOD, fullName: 'Maria', lossLimit: '0', timeLimit: '1441' },
      BR,
      NOW,
      ZONE,
      'PT',
    );
    expect(e.fullName?.key).toBe('auth:protection.fullNameInvalid');
    expect(e.lossLimit?.key).toBe('auth:protection.amountInvalid');
    expect(e.timeLimit?.key).toBe('auth:protection.minutesInvalid');
  });

  it('reads the loss limit as Brazilians type it, with the shared amount reader', () => {
    const loss = (lossLimit: string, language: 'PT' | 'EN' = 'PT') =>
      validateMarket({ ...GOOD, lossLimit }, BR, NOW, ZONE, language).lossLimit;
    expect(loss('1.234,56')).toBeUndefined();
    expect(marketBody({ ...GOOD, lossLimit: '1.234,56' }, BR, 'PT').lossLimit).toEqual({
      value: 1234.56,
      period: 'MONTH',
    });
    expect(loss('R$ 500')).toBeUndefined();
    // "10,555": ten and a half or ten thousand? asked, never guessed
    expect(loss('10,555')?.key).toBe('common:amountInput.ambiguous');
    // "10.55" is English: PT says how to write it
    expect(loss('10.55')).toEqual({
      key: 'common:amountInput.otherStyle',
      params: expect.objectContaining({ example: '10,55' }),
    });
    expect(loss('1,234.56', 'EN')).toBeUndefined();
    expect(marketBody({ ...GOOD, lossLimit: '1,234.56' }, BR, 'EN').lossLimit?.value).toBe(1234.56);
  });

  it('sends the CPF digits, the name tidied, the limits as numbers', () => {
    expect(marketBody(GOOD, BR, 'PT')).toEqual({
      cpf: '52998224725',
      fullName: 'Maria da Silva',
      birthDate: '1990-05-10',
      lossLimit: { value: 500.5, period: 'MONTH' },
      timeLimitMinutes: 120,
    });
    expect(marketBody(GOOD, OPEN, 'PT')).toEqual({});
    expect(marketFieldOf('timeLimitMinutes')).toBe('timeLimit');
    expect(marketFieldOf('username')).toBeNull();
  });
});

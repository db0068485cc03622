import { validateOffer } from './contract-rule';

describe('offer rule', () => {
  it('a rate above zero and at most my own, to a chosen direct agent', () => {
    expect(validateOffer('sub_agent', '1', 1)).toBe(null);
    expect(validateOffer('sub_agent', '1.01', 1)).toBe('rateTooHigh');
    expect(validateOffer('sub_agent', '0', 1)).toBe('rateInvalid');
    expect(validateOffer('sub_agent', '0.333', 1)).toBe('rateInvalid');
    expect(validateOffer('', '0.5', 1)).toBe('pickDownline');
    expect(validateOffer('sub_agent', '0.5', 0)).toBe('noContract');
  });
});

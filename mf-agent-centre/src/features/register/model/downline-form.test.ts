import { validateDownline } from './downline-form';

const ok = {
  username: 'newbie01',
  password: 'Abcdef12',
  nickname: '',
  accountType: 'MEMBER' as const,
  rebate: '1.5',
};

describe('create-account form', () => {
  it('accepts a valid downline with a rebate up to my own', () => {
    expect(validateDownline(ok, 2)).toEqual({});
    expect(validateDownline({ ...ok, rebate: '2' }, 2)).toEqual({});
  });
  it('refuses a rebate above my own, negative or with 3 decimals', () => {
    expect(validateDownline({ ...ok, rebate: '2.01' }, 2)).toEqual({ rebate: 'rebateTooHigh' });
    expect(validateDownline({ ...ok, rebate: '-1' }, 2)).toEqual({ rebate: 'rebate' });
    expect(validateDownline({ ...ok, rebate: '0.125' }, 2)).toEqual({ rebate: 'rebate' });
  });
  it('checks the username and password rules of the gateway', () => {
    expect(validateDownline({ ...ok, username: '1abc', password: 'abcdefgh' }, 2)).toEqual({
      username: 'username',
      password: 'password',
    });
  });
});

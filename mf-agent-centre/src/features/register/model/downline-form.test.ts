import { validateDownline } from './downline-form';

const ok = {
  username: 'newbie01',
  password: 'Abcdef12',
  nickname: '',
  accountType: 'MEMBER' as const,
};

describe('create-account form', () => {
  it('accepts a valid downline (no rebate rate to give: a rebate is the VIP level one)', () => {
    expect(validateDownline(ok)).toEqual({});
    expect(Object.keys(ok)).not.toContain('rebate');
  });
  it('checks the username and password rules of the gateway', () => {
    expect(validateDownline({ ...ok, username: '1abc', password: 'abcdefgh' })).toEqual({
      username: 'username',
      password: 'password',
    });
  });
});

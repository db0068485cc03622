import {
  forgetRememberedLogin,
  readRememberedLogin,
  rememberLogin,
  REMEMBERED_LOGIN_TYPE_COOKIE,
  REMEMBERED_USERNAME_COOKIE,
} from './remembered-login';

/** The cookie strings written, as the browser receives them. */
function spyCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
    descriptor.set!.call(document, v);
  });
  return writes;
}

afterEach(() => {
  jest.restoreAllMocks();
  forgetRememberedLogin();
});

describe('remembered login', () => {
  it('reads back a remembered username login', () => {
    rememberLogin('demo_player', 'username');

    expect(readRememberedLogin()).toEqual({ value: 'demo_player', type: 'username' });
  });

  it('remembers the mobile number of an SMS login with its type', () => {
    rememberLogin('+55 11 91234-5678', 'sms');

    expect(readRememberedLogin()).toEqual({ value: '+55 11 91234-5678', type: 'sms' });
  });

  it('writes both cookies for 24 hours on the whole site, escaped', () => {
    const writes = spyCookieWrites();

    rememberLogin('a;b=c', 'username');

    expect(writes).toEqual([
      `${REMEMBERED_USERNAME_COOKIE}=a%3Bb%3Dc; max-age=86400; path=/; samesite=lax`,
      `${REMEMBERED_LOGIN_TYPE_COOKIE}=username; max-age=86400; path=/; samesite=lax`,
    ]);
    expect(readRememberedLogin()?.value).toBe('a;b=c');
  });

  it('keeps the cookie names the shell and the login form agree on', () => {
    expect([REMEMBERED_USERNAME_COOKIE, REMEMBERED_LOGIN_TYPE_COOKIE]).toEqual([
      'jogo_login_username',
      'jogo_login_type',
    ]);
  });

  it('is null when nothing is remembered, and after forgetting', () => {
    expect(readRememberedLogin()).toBeNull();
    rememberLogin('demo_player', 'username');

    forgetRememberedLogin();

    expect(readRememberedLogin()).toBeNull();
  });

  it('does not remember an empty value', () => {
    rememberLogin('', 'sms');

    expect(readRememberedLogin()).toBeNull();
  });

  it('reads an unknown or missing type as username, and a broken escape as nothing', () => {
    document.cookie = `${REMEMBERED_USERNAME_COOKIE}=demo; path=/`;
    document.cookie = `${REMEMBERED_LOGIN_TYPE_COOKIE}=social; path=/`;
    expect(readRememberedLogin()).toEqual({ value: 'demo', type: 'username' });

    document.cookie = `${REMEMBERED_USERNAME_COOKIE}=%E0%A4%A; path=/`;
    expect(readRememberedLogin()).toBeNull();
  });
});

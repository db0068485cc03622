import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { loadPhoneLib } from '@jogo/shared/validation';
import { LoginForm } from './login-form';
import { LOGIN_OK, LocationProbe, bodyOf, fakeShell, solveSlider, withBasics } from '../../../test-utils';
import type { SocialProvider } from '../../../model/social-provider';
import { ProviderError } from '../../../model/errors';

const FLAGS = { MOBILEVERCODELOGIN3: true, SOCIALLOGIN3: true, FREEPLAY3: true };

function setup({
  flags = FLAGS,
  agent = false,
  api = withBasics(createFakeApi()),
  socialProviders,
}: {
  flags?: Record<string, boolean>;
  agent?: boolean;
  api?: ReturnType<typeof createFakeApi>;
  socialProviders?: SocialProvider[];
} = {}) {
  const onDone = jest.fn();
  const onSwitch = jest.fn();
  const r = renderWithProviders(
    <>
      <LoginForm agent={agent} onDone={onDone} onSwitch={onSwitch} socialProviders={socialProviders} />
      <LocationProbe />
    </>,
    { api, flags, route: agent ? '/agent' : '/login' },
  );
  const shell = fakeShell();
  return { ...r, onDone, onSwitch, shell };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
};

afterEach(() => {
  document.cookie = 'jogo_login_username=; max-age=0; path=/';
  document.cookie = 'jogo_login_type=; max-age=0; path=/';
});

describe('login form: tabs and links (spec 2)', () => {
  it('shows the SMS tab only when MOBILEVERCODELOGIN3 is on', () => {
    const first = setup({ flags: { MOBILEVERCODELOGIN3: false } });
    expect(screen.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
    first.unmount();
    setup();
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('links to forgot password and registration', () => {
    const { onSwitch } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSwitch.mock.calls).toEqual([['forgot'], ['register']]);
  });

  it('shows Facebook, Google and free play only when their flags are on', () => {
    const first = setup({ flags: { SOCIALLOGIN3: false, FREEPLAY3: false } });
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    first.unmount();
    setup();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try for free' })).toBeInTheDocument();
  });

  it('prefills the username from the remembered-login cookie', () => {
    document.cookie = 'jogo_login_username=demo_player; path=/';
    document.cookie = 'jogo_login_type=username; path=/';
    setup();
    expect(screen.getByLabelText('Username')).toHaveValue('demo_player');
  });

  it('opens on the SMS tab with the number when the remembered login was by SMS', async () => {
    document.cookie = 'jogo_login_username=11987650002; path=/';
    document.cookie = 'jogo_login_type=sms; path=/';
    setup();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('11987650002');
  });
});

describe('username login (spec 4, 5)', () => {
  it('requires username and password, trimmed, with the spec wording', async () => {
    const { api } = setup();
    type('Username', '   ');
    await submit();
    expect(screen.getAllByText('Please enter username and password')).toHaveLength(2);
    expect(api.calls.some((c) => c.endpoint.path === '/wps/captcha/slider')).toBe(false);
  });

  it('runs the slider first, sends its result and the trimmed fields, then logs in and goes home', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', LOGIN_OK);
    const { onDone, shell } = setup({ api });
    type('Username', '  demo_player ');
    type('Password', 'Jogo@2026');
    await submit();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/session/login')).toBe(false);
    await solveSlider();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = bodyOf(api, '/wps/session/login');
    expect(body).toMatchObject({ username: 'demo_player', password: 'Jogo@2026', type: 'username' });
    expect(body?.humanCheck).toMatchObject({ challengeId: expect.any(String), x: 1 });
    expect(body).not.toHaveProperty('captcha');
    expect(body).not.toHaveProperty('agentLogin');
    expect(shell.opened).toEqual([
      { loginType: 'username', token: 'tok-1', firstTimeLogin: false, passwordExpired: false },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the login endpoint is flagged encrypted (the client encrypts it)', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', LOGIN_OK);
    setup({ api });
    type('Username', 'demo_player');
    type('Password', 'x');
    await submit();
    await solveSlider();
    await waitFor(() =>
      expect(api.calls.find((c) => c.endpoint.path === '/wps/session/login')?.endpoint.encrypted).toBe(true),
    );
  });

  it('closing the slider cancels the login', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', LOGIN_OK);
    setup({ api });
    type('Username', 'demo_player');
    type('Password', 'x');
    await submit();
    await screen.findByRole('slider');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(api.calls.some((c) => c.endpoint.path === '/wps/session/login')).toBe(false);
  });

  it('hides the captcha until a failure answers captcha: true, then shows and loads it and requires it', async () => {
    let n = 0;
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', () => {
      n += 1;
      if (n === 1) throw apiError(400, 'login.failed', 'Incorrect username or password');
      if (n === 2) throw apiError(400, 'login.failed', 'Incorrect username or password', { captcha: true });
      return LOGIN_OK;
    });
    setup({ api });
    type('Username', 'demo_player');
    type('Password', 'bad');
    await submit();
    await solveSlider();
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/captcha')).toBe(false);
    await submit();
    await solveSlider();
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute(
        'src',
        'data:image/png;base64,iVBORw0KGgo=',
      ),
    );
    await submit();
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    type('Captcha', ' 1234 ');
    type('Password', 'Jogo@2026');
    await submit();
    await solveSlider();
    await waitFor(() => expect(bodyOf(api, '/wps/session/login')).toMatchObject({ captcha: '1234' }));
  });

  it('ignores a captcha refresh within 1 s of the last one', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', () => {
      throw apiError(400, 'login.failed', 'Incorrect', { captcha: true });
    });
    setup({ api });
    type('Username', 'demo_player');
    type('Password', 'bad');
    await submit();
    await solveSlider();
    await screen.findByRole('img', { name: 'Captcha image' });
    const count = () => api.calls.filter((c) => c.endpoint.path === '/wps/captcha').length;
    expect(count()).toBe(1);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now');
    spy.mockReturnValue(now + 500);
    fireEvent.click(screen.getByRole('button', { name: 'Load a new captcha' }));
    expect(count()).toBe(1);
    spy.mockReturnValue(now + 1500);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load a new captcha' }));
    });
    expect(count()).toBe(2);
    spy.mockRestore();
  });

  it("shows the gateway's 'Non-member account unable to login'", async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', () => {
      throw apiError(403, 'login.non_member', 'whatever the server says');
    });
    setup({ api });
    type('Username', 'backoffice_only');
    type('Password', 'Jogo@2026');
    await submit();
    await solveSlider();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-member account unable to login');
  });
});

describe('agent login (spec 2, 6)', () => {
  it('sends agentLogin and lands on /agentHome', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', {
      ...LOGIN_OK,
      isAgent: true,
      memberType: 1,
    });
    setup({ api, agent: true });
    type('Username', 'demo_agent');
    type('Password', 'Jogo@2026');
    await submit();
    await solveSlider();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/agentHome'));
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({ agentLogin: true });
  });

  it("refuses a non-agent the gateway let through: 'Non-agents cannot log in', session closed, no login event", async () => {
    const api = withBasics(createFakeApi())
      .on('POST /wps/session/login', { ...LOGIN_OK, token: 'member-token' })
      .on('DELETE /wps/session/logout', null);
    const { shell } = setup({ api, agent: true });
    type('Username', 'demo_player');
    type('Password', 'Jogo@2026');
    await submit();
    await solveSlider();
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
    expect(shell.opened).toEqual([]);
    const logout = api.calls.find((c) => c.endpoint.path === '/wps/session/logout');
    expect(logout?.options.headers).toEqual({ Authorization: 'member-token' });
    expect(screen.getByTestId('location')).toHaveTextContent('/agent');
  });

  it("shows 'Non-agents cannot log in' when the gateway refuses", async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', () => {
      throw apiError(403, 'login.non_agent', 'x');
    });
    setup({ api, agent: true });
    type('Username', 'demo_player');
    type('Password', 'Jogo@2026');
    await submit();
    await solveSlider();
    expect(await screen.findByText('Non-agents cannot log in')).toBeInTheDocument();
  });

  it('has no register, trial or social entries on the agent page', () => {
    setup({ agent: true });
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });
});

describe('SMS login (spec 3, 5)', () => {
  const toSms = () => fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));

  it('validates mobile (required, then format) and code', async () => {
    setup();
    toSms();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    await submit();
    expect(screen.getByText('Input cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid verification code')).toBeInTheDocument();
    type('Mobile number', '123');
    await submit();
    const message = 'Enter a valid mobile number with its area code, such as (11) 98765-4321';
    expect(screen.getByText(message)).toBeInTheDocument();
    // Brazil's numbering plan (libphonenumber-js, loaded by the field): a landline and an area code that
    // does not exist are refused before any SMS is asked for
    await loadPhoneLib();
    for (const n of ['1132345678', '23987654321', '00000000000']) {
      type('Mobile number', n);
      await submit();
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('asks for a code with the slider result, then logs in with number and untrimmed code, no slider', async () => {
    const api = withBasics(createFakeApi())
      .on('POST /wps/verification/sms/noLogin', { expiredMinutes: 1 })
      .on('POST /wps/session/login', LOGIN_OK);
    const { shell } = setup({ api });
    toSms();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    type('Mobile number', ' 11987650002 ');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await solveSlider();
    await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect(bodyOf(api, '/wps/verification/sms/noLogin')).toMatchObject({
      mobileNum: '11987650002',
      countryDialingCode: '55',
      humanCheck: expect.objectContaining({ x: 1 }),
    });
    type('SMS code', ' 123456');
    const slidersBefore = api.calls.filter((c) => c.endpoint.path === '/wps/captcha/slider').length;
    await submit();
    await waitFor(() => expect(shell.opened).toHaveLength(1));
    expect(api.calls.filter((c) => c.endpoint.path === '/wps/captcha/slider')).toHaveLength(slidersBefore);
    expect(bodyOf(api, '/wps/session/login')).toMatchObject({
      username: '11987650002',
      password: ' 123456',
      type: 'sms',
      countryDialingCode: '55',
    });
    expect(shell.opened[0]).toMatchObject({ loginType: 'sms' });
  });

  it('a failed code request shows the warning dialog with the server message', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/verification/sms/noLogin', () => {
      throw apiError(400, 'verification.mobile_unknown', 'This mobile number is not registered');
    });
    setup({ api });
    toSms();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    type('Mobile number', '11900000000');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await solveSlider();
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This mobile number is not registered',
    );
  });
});

describe('trial and social login', () => {
  it('free play logs in as trial and goes home', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login/freeplay', {
      ...LOGIN_OK,
      token: 'trial',
      isTrial: true,
      memberType: 4,
    });
    const { shell } = setup({ api });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try for free' }));
    });
    await waitFor(() =>
      expect(shell.opened).toEqual([expect.objectContaining({ loginType: 'trial', token: 'trial' })]),
    );
    expect(bodyOf(api, '/wps/session/login/freeplay')).toMatchObject({
      platform: 'W',
      random: expect.stringMatching(/^[0-9a-f]{48}$/),
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the development provider asks locally; closing it is "popup closed by user"', async () => {
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign in with Google' });
    expect(dialog).toHaveTextContent('Development provider');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The popup was closed by the user: login failed, please retry',
    );
  });

  it('completing the development provider signs in through the gateway as a social login', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login/social', (o: { body?: unknown }) => {
      expect(o.body).toMatchObject({ provider: 'facebook', email: 'dev-facebook@jogo.example' });
      expect((o.body as { idToken: string }).idToken).toMatch(/^dev\.facebook\./);
      return {
        token: 'social',
        firstTimeLogin: true,
        passwordExpired: false,
        memberType: 0,
        isAgent: false,
        isTrial: false,
      };
    });
    const { shell } = setup({ api });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue as Facebook Dev User' }));
    });
    await waitFor(() =>
      expect(shell.opened).toEqual([
        expect.objectContaining({ loginType: 'social', token: 'social', firstTimeLogin: true }),
      ]),
    );
  });

  it('a social sign-in the gateway refuses shows its message', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login/social', () => {
      throw apiError(403, 'module.disabled', 'Function not enabled');
    });
    setup({ api });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue as Facebook Dev User' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/not enabled/i);
  });

  it('maps provider errors of any injected provider', async () => {
    const failing: SocialProvider = {
      id: 'google',
      signIn: async () => Promise.reject(new ProviderError('auth/quota-exceeded')),
    };
    setup({ socialProviders: [failing] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Quota not sufficient, please contact customer service',
    );
    expect(bus.current('session:changed').status).toBe('guest');
  });
});

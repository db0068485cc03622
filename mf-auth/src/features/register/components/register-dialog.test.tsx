import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
  recordModals,
} from '@jogo/shared/testing';
import { bus, type ModalRequest } from '@jogo/shared/bus';
import type { RegisterSettings } from '@jogo/shared/api';
import { RegisterDialog } from './register-dialog';
import {
  LOGIN_OK,
  LocationProbe,
  bodyOf,
  fakeShell,
  registerSettings,
  solveSlider,
  withBasics,
} from '../../../test-utils';

function setup(settings: RegisterSettings = registerSettings(), api = withBasics(createFakeApi())) {
  api.on('GET /wps/system/setting/register', settings);
  const onClose = jest.fn();
  const onLogin = jest.fn();
  const r = renderWithProviders(
    <>
      <RegisterDialog onClose={onClose} onLogin={onLogin} />
      <LocationProbe />
    </>,
    { api, flags: { MOBILENUMREG3: true }, route: '/register' },
  );
  const shell = fakeShell();
  const modals: ModalRequest[] = [];
  recordModals((m) => modals.push(m));
  return { ...r, api, onClose, onLogin, shell, modals };
}

const dialog = () => screen.getByRole('dialog', { name: 'Sign up' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: true }), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
  });
};
const fillValid = () => {
  type('Username', 'newplayer1');
  type('Password', 'Abc12345');
  type('Confirm password', 'Abc12345');
  type('Captcha', '1234');
  fireEvent.click(within(dialog()).getByRole('checkbox'));
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState({}, '', '/register');
});

describe('registration dialog (spec 2, 3, 5)', () => {
  it('uses the sign-up label for title and submit, with username and mobile tabs', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign up' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('starts on the mobile tab when the site setting says so', async () => {
    setup(registerSettings({ defaultTab: 'mobile' }));
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('has no tabs when mobile registration is off', async () => {
    setup(registerSettings({ types: { username: true, mobile: false } }));
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the rules load', () => {
    const api = withBasics(createFakeApi()).on(
      'GET /wps/system/setting/register',
      () => new Promise(() => undefined),
    );
    renderWithProviders(<RegisterDialog onClose={jest.fn()} onLogin={jest.fn()} />, { api });
    expect(screen.getByRole('status', { name: 'Loading the registration form…' })).toBeInTheDocument();
  });

  it('shows only enabled fields, marking the optional ones', async () => {
    setup();
    await screen.findByLabelText('Username');
    expect(screen.getByLabelText('Real name (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/QQ/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Mobile number/)).not.toBeInTheDocument();
  });

  it('requires fields at submit, shows the first message per field and "not empty?" for the terms', async () => {
    const { api } = setup();
    await screen.findByLabelText('Username');
    await submit();
    expect(within(dialog()).getAllByText('Input cannot be empty')).toHaveLength(4);
    expect(within(dialog()).getByText('not empty?')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox')).not.toBeChecked();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/register')).toBe(false);
  });

  it('clears the terms error when switching tabs', async () => {
    setup();
    await screen.findByLabelText('Username');
    await submit();
    expect(within(dialog()).getByText('not empty?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(within(dialog()).queryByText('not empty?')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the server pattern and length with the reg_pattern message, (min) and (max) replaced', async () => {
    setup();
    await screen.findByLabelText('Username');
    type('Username', '1abcdef');
    type('Password', 'abcdefgh');
    type('Confirm password', 'abcdefgX');
    await submit();
    expect(
      screen.getByText('5-20 characters, starting with a letter; letters, digits or underscore'),
    ).toBeInTheDocument();
    expect(screen.getByText('8-20 characters, combining letters and digits, no spaces')).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
  });

  it('gives one number when min equals max, and requires a field marked required', async () => {
    const s = registerSettings();
    s.fields.idNumber = {
      enabled: true,
      required: true,
      acceptedPattern: '^\\d+$',
      patternId: 6,
      minLength: 11,
      maxLength: 11,
    };
    setup(s);
    await screen.findByLabelText('ID number');
    await submit();
    const id = screen.getByLabelText('ID number');
    expect(id).toHaveAccessibleDescription('Input cannot be empty');
    type('ID number', '123');
    await submit();
    expect(screen.getByLabelText('ID number')).toHaveAccessibleDescription('11 digits only');
  });

  it('treats acceptedPattern * as any value', async () => {
    const s = registerSettings();
    s.fields.address = {
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 2,
      maxLength: 10,
    };
    setup(s);
    await screen.findByLabelText('Address (optional)');
    type('Address (optional)', '#!? 12');
    await submit();
    expect(screen.getByLabelText('Address (optional)')).not.toHaveAttribute('aria-invalid');
    type('Address (optional)', '#');
    await submit();
    expect(screen.getByLabelText('Address (optional)')).toHaveAccessibleDescription('2-10 characters');
  });

  it('toggles password and confirmation visibility independently', async () => {
    setup();
    await screen.findByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });

  it('loads the captcha and reloads it on tab switch', async () => {
    const { api } = setup();
    await screen.findByLabelText('Captcha');
    const count = () => api.calls.filter((c) => c.endpoint.path === '/wps/captcha').length;
    await waitFor(() => expect(count()).toBe(1));
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(count()).toBe(2));
    spy.mockRestore();
  });

  it('reads referralCode from the URL and sends it', async () => {
    window.history.replaceState({}, '', '/register?referralCode=PLAYER2026');
    const api = withBasics(createFakeApi())
      .on('GET /wps/agent/affiliate', { code: 'PLAYER2026', kind: 'referral', owner: 'x' })
      .on('PUT /wps/member/register', LOGIN_OK);
    setup(registerSettings(), api);
    expect(await screen.findByLabelText('Invitation code (optional)')).toHaveValue('PLAYER2026');
    fillValid();
    await submit();
    await solveSlider();
    await waitFor(() =>
      expect(bodyOf(api, '/wps/member/register')).toMatchObject({ referralCode: 'PLAYER2026' }),
    );
    expect(api.calls.find((c) => c.endpoint.path === '/wps/agent/affiliate')?.options.query).toMatchObject({
      code: 'PLAYER2026',
    });
  });

  it('an invalid invitation code shows the invitation_code_error warning with a submit button and stops', async () => {
    const api = withBasics(createFakeApi()).on('GET /wps/agent/affiliate', () => {
      throw apiError(400, 'register.invitation_invalid', 'Invalid invitation code');
    });
    setup(registerSettings(), api);
    await screen.findByLabelText('Username');
    fillValid();
    type('Affiliate code (optional)', 'NOPE99');
    await submit();
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('The invitation code is invalid. Check it and try again.');
    fireEvent.click(within(warning).getByRole('button', { name: 'Submit' }));
    expect(api.calls.some((c) => c.endpoint.path === '/wps/captcha/slider')).toBe(false);
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/register')).toBe(false);
  });

  it('registers with the slider result, logs in, closes, goes home and offers the deposit', async () => {
    const api = withBasics(createFakeApi()).on('PUT /wps/member/register', {
      ...LOGIN_OK,
      token: 'new',
      firstTimeLogin: true,
    });
    const { onClose, shell, modals } = setup(registerSettings(), api);
    await screen.findByLabelText('Username');
    fillValid();
    type('Real name (optional)', '  Ana Silva ');
    await submit();
    await solveSlider();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = bodyOf(api, '/wps/member/register');
    expect(body).toMatchObject({
      username: 'newplayer1',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      payeeName: 'Ana Silva',
      captcha: '1234',
      login: true,
      registerMethod: 'WEB',
      domain: 'localhost',
      humanCheck: expect.objectContaining({ challengeId: expect.any(String) }),
    });
    expect(body).not.toHaveProperty('email');
    expect(api.calls.find((c) => c.endpoint.path === '/wps/member/register')?.endpoint.encrypted).toBe(true);
    expect(shell.opened).toEqual([
      { loginType: 'register', token: 'new', firstTimeLogin: true, passwordExpired: false },
    ]);
    expect(modals).toContainEqual({ name: 'afterRegister' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a server field error under its field and reloads the burned captcha', async () => {
    const api = withBasics(createFakeApi()).on('PUT /wps/member/register', () => {
      throw apiError(409, 'register.username_taken', 'This username is already taken', { field: 'username' });
    });
    setup(registerSettings(), api);
    await screen.findByLabelText('Username');
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);
    fillValid();
    await submit();
    await solveSlider();
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.endpoint.path === '/wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    spy.mockRestore();
  });

  it('mobile registration: validates the number before sending a code, counts down, needs the code', async () => {
    const api = withBasics(createFakeApi())
      .on('POST /wps/verification/sms/register', { expiredMinutes: 1 })
      .on('PUT /wps/member/register/mobile', LOGIN_OK);
    const { shell } = setup(registerSettings({ defaultTab: 'mobile' }), api);
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
    expect(api.calls.some((c) => c.endpoint.path === '/wps/verification/sms/register')).toBe(false);
    type('Mobile number', '21987654321');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await solveSlider();
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(bodyOf(api, '/wps/verification/sms/register')).toMatchObject({
      mobileNo: '21987654321',
      countryDialingCode: '55',
      regType: 'registerMobile',
    });
    type('Captcha', '1234');
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    await submit();
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Please enter a valid verification code',
    );
    type('Verification code', '654321');
    await submit();
    await solveSlider();
    await waitFor(() => expect(shell.opened).toHaveLength(1));
    expect(bodyOf(api, '/wps/member/register/mobile')).toMatchObject({
      mobileNum: '21987654321',
      verificationCode: '654321',
      countryDialingCode: '55',
    });
    expect(bodyOf(api, '/wps/member/register/mobile')).not.toHaveProperty('password');
  });

  it('go to login closes registration and opens login', async () => {
    const { onLogin } = setup();
    await screen.findByLabelText('Username');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalled();
  });

  it('offers Facebook and Google sign-in when SOCIALLOGIN3 is on', async () => {
    setup();
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    act(() =>
      bus.emit('settings:changed', {
        status: 0,
        flags: { MOBILENUMREG3: true, SOCIALLOGIN3: true },
        info: null,
      }),
    );
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('links the terms to /help#term', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/help#term',
    );
  });
});

import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { ForgotDialog, emailResetOf, type EmailReset } from './forgot-dialog';
import { LOGIN_OK, LocationProbe, bodyOf, fakeShell, solveSlider, withBasics } from '../../../test-utils';

function setup(
  flags: Record<string, boolean> = { CHNGPASSVERIF3: true },
  api = withBasics(createFakeApi()),
  reset: EmailReset | null = null,
) {
  const onClose = jest.fn();
  const onDoneEmail = jest.fn();
  const r = renderWithProviders(
    <>
      <ForgotDialog onClose={onClose} onDoneEmail={onDoneEmail} reset={reset} />
      <LocationProbe />
    </>,
    { api, flags },
  );
  return { ...r, api, onClose, onDoneEmail, shell: fakeShell() };
}
const dialog = () => screen.getByRole('dialog', { name: 'Forgot password' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: true }), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }));
  });
};

describe('forgot password (spec 2, 4, 5)', () => {
  it('defaults to mobile when CHNGPASSVERIF3 is on, e-mail otherwise', () => {
    const first = setup();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();
    setup({ CHNGPASSVERIF3: false });
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('by e-mail: username and e-mail required and formatted', async () => {
    const { api } = setup({});
    await submit();
    expect(within(dialog()).getAllByText('Input cannot be empty')).toHaveLength(2);
    type('Username', '1x');
    type('E-mail', 'player@jogo');
    await submit();
    expect(within(dialog()).getByLabelText('Username')).toHaveAccessibleDescription(
      '5-20 characters, starting with a letter; letters, digits or underscore',
    );
    expect(within(dialog()).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/password/email')).toBe(false);
  });

  it('by e-mail: sends the trimmed pair form-encoded, then reports done', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/member/password/email', { expiredMinutes: 30 });
    const { onDoneEmail } = setup({}, api);
    type('Username', ' demo_player ');
    type('E-mail', 'player@jogo.example ');
    await submit();
    await waitFor(() => expect(onDoneEmail).toHaveBeenCalled());
    const call = api.calls.find((c) => c.endpoint.path === '/wps/member/password/email');
    expect(call?.endpoint.body).toBe('form');
    expect(call?.options.body).toEqual({ username: 'demo_player', email: 'player@jogo.example' });
  });

  it('by e-mail: an unknown pair shows the server message', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/member/password/email', () => {
      throw apiError(400, 'password.email_not_found', 'Username/Email does not exist');
    });
    setup({}, api);
    type('Username', 'demo_player');
    type('E-mail', 'other@jogo.example');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/Email does not exist');
  });

  it("the e-mail's reset link opens the e-mail step ready to finish: reset, log in, go home", async () => {
    const reset = emailResetOf({
      resetCode: '482913',
      username: 'demo_player',
      email: 'player@jogo.example',
    });
    expect(emailResetOf({ modal: 'forgot' })).toBeNull();
    const api = withBasics(createFakeApi()).on('POST /wps/member/password/verification', {
      ...LOGIN_OK,
      token: 'by-mail',
    });
    // CHNGPASSVERIF3 on would start on the phone tab: the link still opens the e-mail step
    const { onClose, shell } = setup({ CHNGPASSVERIF3: true }, api, reset);
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByLabelText('Username')).toHaveValue('demo_player');
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('player@jogo.example');
    expect(within(dialog()).getByLabelText('Code from the e-mail')).toHaveValue('482913');
    type('New password', 'Mail2026x');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/member/password/verification')).toEqual({
      username: 'demo_player',
      email: 'player@jogo.example',
      verificationCode: '482913',
      newPassword: 'Mail2026x',
    });
    expect(shell.opened).toEqual([expect.objectContaining({ token: 'by-mail' })]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('by e-mail: "I already have a code" opens the finishing step', async () => {
    setup({});
    fireEvent.click(within(dialog()).getByRole('button', { name: 'I already have a code' }));
    expect(within(dialog()).getByLabelText('Code from the e-mail')).toHaveValue('');
    await submit();
    expect(within(dialog()).getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
      'Please enter a valid verification code',
    );
  });

  it('by phone: number, SMS code and new password with the password rule', async () => {
    setup();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    type('Mobile number', '11987650003');
    type('New password', 'short');
    await submit();
    expect(within(dialog()).getByLabelText('SMS code')).toHaveAccessibleDescription(
      'Please enter a valid verification code',
    );
    expect(within(dialog()).getByLabelText('New password')).toHaveAccessibleDescription(
      '8-20 characters, combining letters and digits, no spaces',
    );
  });

  it('by phone: code from noLogin, reset, logs in as sms, closes and goes home', async () => {
    const api = withBasics(createFakeApi())
      .on('POST /wps/verification/sms/noLogin', { expiredMinutes: 1 })
      .on('POST /wps/member/password/verification', { ...LOGIN_OK, token: 'reset' });
    const { onClose, shell } = setup(undefined, api);
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    type('Mobile number', '11987650003');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    await solveSlider();
    await screen.findByRole('button', { name: /Resend in/ });
    type('SMS code', '123456');
    type('New password', 'Novo12345');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/member/password/verification')).toEqual({
      mobileNum: '11987650003',
      countryDialingCode: '55',
      verificationCode: '123456',
      newPassword: 'Novo12345',
    });
    expect(
      api.calls.find((c) => c.endpoint.path === '/wps/member/password/verification')?.endpoint.encrypted,
    ).toBe(true);
    expect(shell.opened).toEqual([expect.objectContaining({ loginType: 'sms', token: 'reset' })]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

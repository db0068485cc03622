import { bus } from '@jogo/shared/bus';
import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  marketInfo,
  recordModals,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { LOGIN_OK, bodyOf, fakeShell, registerSettings, solveSlider, withBasics } from '../../../test-utils';
import { RegisterDialog } from './register-dialog';

const BR_MARKET = marketInfo('BR');

function setup(api = withBasics(createFakeApi())) {
  api.on('GET /wps/system/setting/register', registerSettings());
  renderWithProviders(<RegisterDialog onClose={jest.fn()} onLogin={jest.fn()} />, {
    api,
    route: '/register',
  });
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: { MOBILENUMREG3: true },
      info: { market: BR_MARKET, timeZone: 'America/Sao_Paulo' },
    }),
  );
  fakeShell();
  recordModals();
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'Sign up' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: true }), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sign up' }));
  });
const fillBasics = () => {
  type('Username', 'newplayer1');
  type('Password', 'Abc12345');
  type('Confirm password', 'Abc12345');
  type('Captcha', '1234');
  fireEvent.click(within(dialog()).getByRole('checkbox'));
};
const fillBr = () => {
  type('CPF', '529.982.247-25');
  type('Full name (as in your CPF)', 'Maria da Silva');
  type('Date of birth', '1990-05-10');
  type('Loss limit (in R$)', '300');
  type('Daily time limit (minutes)', '120');
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState({}, '', '/register');
});

describe('BR sign-up', () => {
  it('offers no social sign-up where the market asks for identity (BR), even with the flag on', async () => {
    const api = withBasics(createFakeApi());
    api.on('GET /wps/system/setting/register', registerSettings());
    renderWithProviders(<RegisterDialog onClose={jest.fn()} onLogin={jest.fn()} />, {
      api,
      route: '/register',
    });
    act(() =>
      bus.emit('settings:changed', {
        status: 0,
        flags: { MOBILENUMREG3: true, SOCIALLOGIN3: true },
        info: { market: BR_MARKET, timeZone: 'America/Sao_Paulo' },
      }),
    );
    fakeShell();
    expect(await within(dialog()).findByLabelText('CPF', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook|Google/ })).toBeNull();
    act(() =>
      bus.emit('settings:changed', {
        status: 0,
        flags: { MOBILENUMREG3: true, SOCIALLOGIN3: true },
        info: {
          market: { ...BR_MARKET, code: 'OPEN', registration: { ...BR_MARKET.registration, cpf: false } },
          timeZone: 'America/Sao_Paulo',
        },
      }),
    );
    expect(await screen.findByRole('button', { name: /Facebook/ })).toBeInTheDocument();
  });
  it('asks for CPF, full name, birth date, loss and time limits, with the risk message, and checks them', async () => {
    const api = setup();
    await screen.findByLabelText('Username');
    expect(within(dialog()).getByRole('note')).toHaveTextContent('Betting involves risk');
    fillBasics();
    await submit();
    expect(within(dialog()).getAllByText('This field is required.')).toHaveLength(5);
    type('CPF', '111.111.111-11');
    type('Date of birth', '2010-01-01');
    await submit();
    expect(within(dialog()).getByText('You must be 18 or older to register.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/register')).toBe(false);
  });

  it('sends the fields the gateway asks for', async () => {
    const api = setup();
    api.on('PUT /wps/member/register', LOGIN_OK);
    await screen.findByLabelText('Username');
    fillBasics();
    fillBr();
    fireEvent.change(within(dialog()).getByLabelText('Loss limit period'), { target: { value: 'WEEK' } });
    await submit();
    await solveSlider();
    await waitFor(() =>
      expect(bodyOf(api, '/wps/member/register')).toMatchObject({
        cpf: '52998224725',
        fullName: 'Maria da Silva',
        birthDate: '1990-05-10',
        lossLimit: { value: 300, period: 'WEEK' },
        timeLimitMinutes: 120,
      }),
    );
  });

  it("shows the gateway's neutral refusal of a barred CPF, and its field messages under the field", async () => {
    const api = setup();
    api.on('PUT /wps/member/register', () => {
      throw apiError(403, 'register.unavailable', 'We cannot open an account with these details.');
    });
    await screen.findByLabelText('Username');
    fillBasics();
    fillBr();
    await submit();
    await solveSlider();
    expect(
      await within(dialog()).findByText('We cannot open an account with these details.'),
    ).toBeInTheDocument();
    api.on('PUT /wps/member/register', () => {
      throw apiError(409, 'register.cpf_taken', 'This CPF already has an account.', { field: 'cpf' });
    });
    // the burned captcha was cleared
    await waitFor(() => expect(within(dialog()).getByLabelText('Captcha')).toHaveValue(''));
    type('Captcha', '5678');
    await submit();
    await solveSlider();
    const cpf = within(dialog()).getByLabelText('CPF', { exact: true });
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('This CPF already has an account.'));
  });
});

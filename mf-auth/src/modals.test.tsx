import { useState } from 'react';
import { act, createFakeApi, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import AuthDialog from './modals';
import { LocationProbe, registerSettings, withBasics } from './test-utils';

/** Stands in for the shell's modal host: shows the asked dialog, follows `onOpen`, records closes. */
function Host({
  first,
  closed,
}: {
  first: { name: string; props?: Record<string, unknown> };
  closed: string[];
}) {
  const [current, setCurrent] = useState<{ name: string; props: Record<string, unknown> } | null>({
    name: first.name,
    props: first.props ?? {},
  });
  if (!current) return null;
  return (
    <AuthDialog
      key={current.name}
      name={current.name}
      props={current.props}
      onClose={() => {
        closed.push(current.name);
        setCurrent(null);
      }}
      onOpen={(name, props) => {
        closed.push(current.name);
        setCurrent({ name, props: props ?? {} });
      }}
    />
  );
}

function setup(first: { name: string; props?: Record<string, unknown> }, api = withBasics(createFakeApi())) {
  api.on('GET /wps/system/setting/register', registerSettings());
  const closed: string[] = [];
  const r = renderWithProviders(
    <>
      <Host first={first} closed={closed} />
      <LocationProbe />
    </>,
    { api, flags: { MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true } },
  );
  return { ...r, closed };
}
const flush = () => act(async () => undefined);

describe('AuthDialog (the dialogs mf_auth declares)', () => {
  beforeEach(() => sessionStorage.clear());

  it('renders the dialog it is asked for', async () => {
    setup({ name: 'forgot' });
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
  });

  it('tells the host when it closes', async () => {
    const { closed } = setup({ name: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(closed).toEqual(['login']);
  });

  it('register → log in asks the host for login', async () => {
    const { closed } = setup({ name: 'register' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(closed).toEqual(['register']);
  });

  it('login → sign up asks the host for registration', async () => {
    setup({ name: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows the forced change without a way to dismiss it', () => {
    setup({ name: 'changePassword', props: { forced: true } });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toHaveTextContent(
      'For your security you must change your password before continuing.',
    );
  });

  it('forgot by e-mail shows the in_been_out message and closes', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/member/password/email', { expiredMinutes: 30 });
    const { closed } = setup({ name: 'forgot' }, api);
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'player@jogo.example' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Check your e-mail' })).toHaveTextContent(
      'A reset message has been sent to your e-mail. Follow it to set a new password.',
    );
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toEqual(['forgot']);
  });

  it('after-register offers the deposit page', async () => {
    const { closed } = setup({ name: 'afterRegister' });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await flush();
    expect(screen.getByTestId('location')).toHaveTextContent('/member?page=depositv2');
    expect(closed).toEqual(['afterRegister']);
  });
});

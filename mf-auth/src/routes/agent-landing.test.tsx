import { act, createFakeApi, fireEvent, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import AuthRoutes from '../remote';
import { LOGIN_OK, LocationProbe, fakeShell, solveSlider, withBasics } from '../test-utils';

function setup(api = withBasics(createFakeApi())) {
  const r = renderWithProviders(
    <>
      <AuthRoutes basePath="/agent" />
      <LocationProbe />
    </>,
    { api, route: '/agent', flags: { MOBILEVERCODELOGIN3: true, FREEPLAY3: true } },
  );
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: { MOBILEVERCODELOGIN3: true, FREEPLAY3: true },
      info: {
        customerService: [{ csType: 'LIVECHAT', label: 'Live chat', path: '/wps/cs/chat' }],
        resources: {},
      },
    }),
  );
  return { ...r, shell: fakeShell() };
}

describe('/agent landing (spec 2)', () => {
  it('shows brand, title, agent hours and customer service', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    expect(screen.getByText('Agent service hours: 12:00-21:00, Monday to Friday')).toBeInTheDocument();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      '/wps/cs/chat?lang=EN',
      'customer-service',
      'width=440,height=750,noopener',
    );
    open.mockRestore();
  });

  it('has no trial or registration on the agent page', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('an agent lands on /agentHome', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', {
      ...LOGIN_OK,
      isAgent: true,
      memberType: 1,
    });
    const { shell } = setup(api);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo_agent' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Jogo@2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    await solveSlider();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/agentHome'));
    expect(shell.opened).toHaveLength(1);
  });
});

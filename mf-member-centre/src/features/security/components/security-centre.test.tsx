import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { SecurityCentre } from './security-centre';

function setup() {
  const api = createFakeApi()
    .on('GET /wps/member/profile', {
      account: 'demo_player',
      nickname: 'Demo',
      vipLevel: 1,
      vipName: 'VIP 1',
      joinedAt: '2026-01-01T00:00:00.000Z',
      mobileNum: null,
      countryDialingCode: null,
      email: null,
      hasPaymentPassword: true,
      hasUpline: false,
    })
    .on('GET /wps/member/info/icon', { icon: '' })
    .on('GET /wps/member/loginHistory', { content: [], totalPages: 1, totalCount: 0, pageNo: 1 })
    .on('POST /wps/member/mobile/code', { expiredMinutes: 5 })
    .on('POST /wps/member/mobile', {});
  renderWithProviders(<SecurityCentre />, { api, session: memberSession() });
  return api;
}

describe('binding a mobile with a code', () => {
  it('sends the code only for a full number, then binds with the 6-digit code', async () => {
    const api = setup();
    const number = await screen.findByLabelText('New mobile number');
    const sendButtons = () => screen.getAllByRole('button', { name: 'Send code' });
    fireEvent.change(number, { target: { value: '(11) 9876-543' } });
    // digits only, and 9 of them are not a number yet
    expect(number).toHaveValue('119876543');
    expect(sendButtons()[0]).toBeDisabled();
    fireEvent.change(number, { target: { value: '11987654321' } });
    fireEvent.click(sendButtons()[0]);
    const code = await screen.findByLabelText('Verification code');
    expect(api.calls.find((c) => c.endpoint.path === '/wps/member/mobile/code')?.options.body).toEqual({
      mobileNum: '11987654321',
      countryDialingCode: '55',
    });
    const bind = screen.getByRole('button', { name: 'Bind mobile' });
    fireEvent.change(code, { target: { value: '12a34' } });
    expect(bind).toBeDisabled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(bind);
    const bodyOf = (path: string) => api.calls.find((c) => c.endpoint.path === path)?.options.body;
    await waitFor(() =>
      expect(bodyOf('/wps/member/mobile')).toEqual({
        mobileNum: '11987654321',
        countryDialingCode: '55',
        verificationCode: '123456',
      }),
    );
    // bound: the form starts over
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument());
  });
});

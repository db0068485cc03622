import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { SecurityCentre } from './security-centre';

function setup(
  contact: { mobileNum: string | null; email: string | null } = { mobileNum: null, email: null },
) {
  const api = createFakeApi()
    .on('GET /wps/member/profile', {
      account: 'demo_player',
      nickname: 'Demo',
      vipLevel: 1,
      vipName: 'VIP 1',
      joinedAt: '2026-01-01T00:00:00.000Z',
      mobileNum: contact.mobileNum,
      countryDialingCode: contact.mobileNum ? '55' : null,
      email: contact.email,
      hasPaymentPassword: true,
      hasUpline: false,
    })
    .on('GET /wps/member/info/icon', { icon: '' })
    .on('GET /wps/member/loginHistory', { content: [], totalPages: 1, totalCount: 0, pageNo: 1 })
    .on('POST /wps/member/mobile/code', { expiredMinutes: 5 })
    .on('POST /wps/member/mobile', {})
    .on('POST /wps/member/proof/code', { channel: 'sms', to: '*******4321', expiredMinutes: 10 });
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
    // no contact on file: the password alone proves the owner
    expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument();
    expect(bind).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(bind);
    const bodyOf = (path: string) => api.calls.find((c) => c.endpoint.path === path)?.options.body;
    await waitFor(() =>
      expect(bodyOf('/wps/member/mobile')).toEqual({
        mobileNum: '11987654321',
        countryDialingCode: '55',
        verificationCode: '123456',
        currentPassword: 'Jogo@2026',
      }),
    );
    // bound: the form starts over
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument());
  });

  it('changing a bound number needs the password and the code sent to the number on file', async () => {
    const api = setup({ mobileNum: '*******4321', email: null });
    fireEvent.change(await screen.findByLabelText('New mobile number'), { target: { value: '11912345678' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Send code' })[0]!);
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    const change = screen.getByRole('button', { name: 'Change mobile' });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Jogo@2026' } });
    expect(change).toBeDisabled(); // the code to the number on file is missing
    const proofCode = screen.getByLabelText('Code sent to your current contact');
    fireEvent.click(within(proofCode.parentElement!).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sent to *******4321, valid for 10 min')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint.path === '/wps/member/proof/code')?.options.body).toEqual({
      action: 'mobile',
    });
    fireEvent.change(proofCode, { target: { value: '654321' } });
    fireEvent.click(change);
    await waitFor(() =>
      expect(api.calls.find((c) => c.endpoint.path === '/wps/member/mobile')?.options.body).toEqual({
        mobileNum: '11912345678',
        countryDialingCode: '55',
        verificationCode: '123456',
        currentPassword: 'Jogo@2026',
        proofCode: '654321',
      }),
    );
  });
});

import { useState } from 'react';
import { act, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { ApiError, type HumanCheckResult, type SmsCodeResponse } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { SmsCodeButton } from './sms-code-button';
import { useSmsCode } from './use-sms-code';
import { WarningDialog } from './warning-dialog';
import { errorText } from '../model/errors';

const HC: HumanCheckResult = { challengeId: 'c', x: 1, durationMs: 500 };

function Harness({
  valid = true,
  send,
  alternative,
}: {
  valid?: boolean;
  send: () => Promise<SmsCodeResponse>;
  alternative?: boolean;
}) {
  const { t } = useTranslation('auth');
  const [warning, setWarning] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const sms = useSmsCode({
    validateMobile: () => {
      setInvalid(!valid);
      return valid;
    },
    humanCheck: async () => HC,
    send,
    onError: (e) => setWarning(errorText(t, e)),
    alternativeProvider: alternative,
  });
  return (
    <>
      {invalid ? <p>invalid mobile</p> : null}
      <SmsCodeButton sms={sms} />
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </>
  );
}

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send code|Resend/ }));
  });
};

describe('SMS code button (spec 4, 5, 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('validates the mobile number first and sends nothing when it is wrong', async () => {
    const send = jest.fn();
    renderWithProviders(<Harness valid={false} send={send} />);
    await click();
    expect(screen.getByText('invalid mobile')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down 60 s x expiredMinutes minus the latency, then is active again', async () => {
    const send = jest.fn(
      () => new Promise<SmsCodeResponse>((resolve) => setTimeout(() => resolve({ expiredMinutes: 2 }), 1500)),
    );
    renderWithProviders(<Harness send={send} />);
    await click();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    // 120 s - 1.5 s latency
    expect(screen.getByRole('button', { name: 'Resend in 119 s' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(118_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('defaults to one minute when the answer has no expiredMinutes', async () => {
    renderWithProviders(<Harness send={async () => ({}) as SmsCodeResponse} />);
    await click();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('counts one minute with the alternative provider', async () => {
    renderWithProviders(<Harness alternative send={async () => ({ expiredMinutes: 5 })} />);
    await click();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('allows one request per second', async () => {
    const send = jest.fn(async () => {
      throw new ApiError(400, 'verification.mobile_unknown', 'This mobile number is not registered');
    });
    renderWithProviders(<Harness send={send} />);
    await click();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await click();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await click();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a failure shows a warning dialog with the server message and an OK button', async () => {
    renderWithProviders(
      <Harness
        send={async () => {
          throw new ApiError(400, 'verification.mobile_unknown', 'This mobile number is not registered');
        }}
      />,
    );
    await click();
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('This mobile number is not registered');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('the gateway throttle maps to "retry after 5 minutes"', async () => {
    renderWithProviders(
      <Harness
        send={async () => {
          throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many', { retryAfterMinutes: 5 });
        }}
      />,
    );
    await click();
    expect(screen.getByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'Too many requests, please retry after 5 minutes',
    );
  });
});

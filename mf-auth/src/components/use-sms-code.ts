import { useCallback, useEffect, useRef, useState } from 'react';
import type { HumanCheckResult, SmsCodeResponse } from '@jogo/shared/api';
import { smsCountdownMs } from '../model/countdown';

/** Spec 5/9: the code request is throttled to once per second. */
export const SMS_THROTTLE_MS = 1000;

export type SmsPhase = 'idle' | 'sending' | 'counting';

export interface SmsCodeOptions {
  /** validates the mobile number first (spec 5); false stops the request */
  validateMobile: () => boolean;
  /** the slider check before the request; null when the user gave up */
  humanCheck: () => Promise<HumanCheckResult | null>;
  /** the gateway call (noLogin or register) */
  send: (humanCheck: HumanCheckResult) => Promise<SmsCodeResponse>;
  /** a failed request: the caller shows the warning popup */
  onError: (error: unknown) => void;
  /** the alternative phone-verification provider counts down one minute flat */
  alternativeProvider?: boolean;
}

export interface SmsCode {
  phase: SmsPhase;
  /** whole seconds left while counting */
  remaining: number;
  request: () => Promise<void>;
}

/**
 * The SMS button's state machine (spec 4): active until a code is sent, then a countdown of 60 s x expiredMinutes
 * minus the request's latency, then active again. Requests only when not counting down, at most once per second.
 */
export function useSmsCode(options: SmsCodeOptions): SmsCode {
  const [phase, setPhase] = useState<SmsPhase>('idle');
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const opts = useRef(options);
  opts.current = options;
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'counting') return;
    const tick = () => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) setPhase('idle');
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [phase, endsAt]);

  const request = useCallback(async () => {
    if (phase !== 'idle') return;
    const o = opts.current;
    if (!o.validateMobile()) return;
    const started = Date.now();
    if (started - lastRequest.current < SMS_THROTTLE_MS) return;
    lastRequest.current = started;
    const hc = await o.humanCheck();
    if (!hc || !alive.current) return;
    setPhase('sending');
    const sentAt = Date.now();
    try {
      const res = await o.send(hc);
      if (!alive.current) return;
      const latency = Date.now() - sentAt;
      const ms = smsCountdownMs(res.expiredMinutes, latency, o.alternativeProvider);
      const end = Date.now() + ms;
      setNow(Date.now());
      setEndsAt(end);
      setPhase(ms > 0 ? 'counting' : 'idle');
    } catch (e) {
      if (!alive.current) return;
      setPhase('idle');
      o.onError(e);
    }
  }, [phase]);

  const remaining = phase === 'counting' ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : 0;
  return { phase, remaining, request };
}

/** Spec 9: the SMS button counts down 60 s per expiry minute (default 1). */
export const SECONDS_PER_EXPIRY_MINUTE = 60;
/** Spec 4: with the alternative phone-verification provider the countdown is always one minute. */
export const ALTERNATIVE_PROVIDER_MS = 60_000;

/**
 * How long the SMS button stays disabled after a code was sent. The server's window started when it answered,
 * so the time the answer took to arrive (the request's latency) is taken off: the button frees up when the
 * server will accept a new request, not later.
 * @returns milliseconds, never negative
 */
export function smsCountdownMs(
  expiredMinutes: number | null | undefined,
  latencyMs: number,
  alternativeProvider = false,
): number {
  if (alternativeProvider) return ALTERNATIVE_PROVIDER_MS;
  const minutes = typeof expiredMinutes === 'number' && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.max(0, minutes * SECONDS_PER_EXPIRY_MINUTE * 1000 - Math.max(0, latencyMs));
}

/** A failed gateway call: HTTP status, the gateway's dotted errorCode, its translated message and value. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** network failure or timeout: spec 8 'Network link is abnormal, please try again' */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'network.abnormal';

/** The gateway's answer after the idle limit (issue 26): the password again, then the same call. */
export const REAUTH_REQUIRED_CODE = 'session.reauth.required';

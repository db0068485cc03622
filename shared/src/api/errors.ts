import type { ErrorCode } from '../contract/errors';

/** A code the client gives itself (no gateway answered). */
export type ClientErrorCode = 'network.abnormal';
export type { ErrorCode };

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

  /**
   * Whether the gateway answered one of `codes`: codes are compared through the list's type (a misspelt or
   * removed code fails to compile), never as free strings.
   */
  is(...codes: (ErrorCode | ClientErrorCode)[]): boolean {
    return (codes as string[]).includes(this.errorCode);
  }

  /** network failure or timeout: spec 8 'Network link is abnormal, please try again' */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE: ClientErrorCode = 'network.abnormal';

/** The gateway's answer after the idle limit: the password again, then the same call. */
export const REAUTH_REQUIRED_CODE: ErrorCode = 'session.reauth.required';

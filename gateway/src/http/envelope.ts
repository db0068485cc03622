/** The answer envelope of DESIGN.md section 5. */
export interface Ok<T> {
  success: true;
  value: T;
}
export interface Fail {
  success: false;
  errorCode: string;
  message: string;
  value?: Record<string, unknown>;
}

export const ok = <T>(value: T): Ok<T> => ({ success: true, value });

/** The create-account form of the register centre. Pure. */
export interface DownlineForm {
  username: string;
  password: string;
  nickname: string;
  accountType: 'MEMBER' | 'AGENT';
  /** percent as typed */
  rebate: string;
}

export type DownlineError = 'username' | 'password' | 'rebate' | 'rebateTooHigh';

/** @returns the first error per field; the rebate may not exceed `myRebate` (percent). */
export function validateDownline(
  f: DownlineForm,
  myRebate: number,
): Partial<Record<keyof DownlineForm, DownlineError>> {
  const e: Partial<Record<keyof DownlineForm, DownlineError>> = {};
  if (!/^[A-Za-z][A-Za-z0-9_]{3,19}$/.test(f.username.trim())) e.username = 'username';
  if (
    f.password.length < 8 ||
    f.password.length > 32 ||
    !/[A-Za-z]/.test(f.password) ||
    !/\d/.test(f.password)
  )
    e.password = 'password';
  const r = Number(f.rebate);
  if (f.rebate.trim() === '' || Number.isNaN(r) || r < 0 || !/^\d+(\.\d{1,2})?$/.test(f.rebate.trim()))
    e.rebate = 'rebate';
  else if (r > myRebate) e.rebate = 'rebateTooHigh';
  return e;
}

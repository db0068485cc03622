/** The create-account form of the register centre. Pure. */
export interface DownlineForm {
  username: string;
  password: string;
  nickname: string;
  accountType: 'MEMBER' | 'AGENT';
}

export type DownlineError = 'username' | 'password';

/**
 * @returns the first error per field. (No rebate rate: a member's rebate is its VIP level's, so a rate typed
 * here would have been stored and paid nowhere; README "Why the register form has no rebate %".)
 */
export function validateDownline(f: DownlineForm): Partial<Record<keyof DownlineForm, DownlineError>> {
  const e: Partial<Record<keyof DownlineForm, DownlineError>> = {};
  if (!/^[A-Za-z][A-Za-z0-9_]{3,19}$/.test(f.username.trim())) e.username = 'username';
  if (
    f.password.length < 8 ||
    f.password.length > 32 ||
    !/[A-Za-z]/.test(f.password) ||
    !/\d/.test(f.password)
  )
    e.password = 'password';
  return e;
}

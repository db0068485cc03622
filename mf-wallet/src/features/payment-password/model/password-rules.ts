/** Payment password rules (the gateway's: 6 to 32 characters), checked before any call. Errors are i18n keys. */
export function checkNewPassword(next: string, confirm: string, old?: string): Record<string, string> {
  const e: Record<string, string> = {};
  if (!next) e.next = 'password.required';
  else if (next.length < 6 || next.length > 32) e.next = 'password.rule';
  else if (old !== undefined && old === next) e.next = 'password.same';
  if (confirm !== next) e.confirm = 'password.mismatch';
  if (old !== undefined && !old) e.old = 'password.required';
  return e;
}

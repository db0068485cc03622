/**
 * The password of the login that just happened, kept in this remote's memory only (never in storage or on the
 * bus) so the forced change-password dialog that the shell opens right after can skip "old password"
 * (spec 5: "old password required, unless already known"). Read once, then forgotten.
 */
let known: { password: string; at: number } | null = null;
const TTL_MS = 5 * 60 * 1000;

export function rememberLoginPassword(password: string): void {
  known = { password, at: Date.now() };
}

export function takeKnownPassword(): string | null {
  const k = known;
  if (!k || Date.now() - k.at > TTL_MS) {
    known = null;
    return null;
  }
  return k.password;
}

export function forgetKnownPassword(): void {
  known = null;
}

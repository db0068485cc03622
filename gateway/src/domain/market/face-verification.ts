/**
 * Facial verification (Portaria SPA/MF 1.231/2024 asks operators to confirm the bettor's identity):
 * the adapter point an operator fills with a provider. Nothing here fakes it: with no provider configured,
 * `faceVerifier()` is null and the gateway makes no claim that faces were checked.
 *
 * What an operator plugs in (docs/gateway/player-protection.md "Rules"): a liveness + document-match service (for example a
 * biometric check against the CPF holder's photo), wrapped in this interface and returned by `faceVerifier()`
 * (e.g. chosen by an environment variable). The natural call sites are before a member's first deposit and at
 * the first login of a day, next to the barred-register check.
 */
export interface FaceVerifier {
  /**
   * @param cpf the member's CPF (11 digits)
   * @param selfieRef the provider's reference of a selfie the front-end captured with the provider's SDK
   * @returns whether the face is the CPF holder's, live, with the provider's score
   */
  verify(cpf: string, selfieRef: string): Promise<{ match: boolean; score: number }>;
}

/** The configured provider, or null (none in this reference gateway). */
export function faceVerifier(): FaceVerifier | null {
  return null;
}

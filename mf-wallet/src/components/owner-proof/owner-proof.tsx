import { useResource } from '@jogo/shared/data';
import { ApiError, ENDPOINTS, api, type ProofAction } from '@jogo/shared/api';
import { OwnerProofFields as ProofFields, type OwnerProofFieldsProps } from '@jogo/shared/ui';

export { EMPTY_PROOF, proofComplete, type ProofValue } from '@jogo/shared/ui';

/** Whether an error is the gateway's refusal of the proof (shown under its field, not again below the form). */
export const isProofError = (e: Error | null): boolean =>
  e instanceof ApiError && ['currentPassword', 'proofCode'].includes(String(e.value.field ?? ''));

/** Whether the member has a contact on file (where the proof code goes), from the profile; true until known. */
export function useHasContact(): boolean {
  const profile = useResource('member:profile', (signal) => api().call(ENDPOINTS.memberProfile, { signal }), {
    cache: 'session',
  });
  return profile.data ? Boolean(profile.data.mobileNum || profile.data.email) : true;
}

/** @jogo/shared/ui's owner proof, with the wallet's call for the code, its form's last error and first setups. */
export function OwnerProofFields({
  action,
  error,
  first = false,
  ...props
}: Omit<OwnerProofFieldsProps, 'sendCode' | 'fieldError' | 'why'> & {
  action: ProofAction;
  /** the form's last error: shown under the proof's field when the gateway names one */
  error?: Error | null;
  /**
   * a first setup (the first payment password, the first own withdrawal destination): told to the contact on
   * file, nothing held
   */
  first?: boolean;
}) {
  const field = error instanceof ApiError ? (error.value.field as string | undefined) : undefined;
  return (
    <ProofFields
      {...props}
      why={!first ? 'why' : action === 'destination' ? 'whyFirstDestination' : 'whyFirst'}
      fieldError={field ? { field, message: error!.message } : null}
      sendCode={() =>
        api()
          .call(ENDPOINTS.proofCode, { body: { action } })
          .then((r) => ({ to: r.to, minutes: r.expiredMinutes }))
      }
    />
  );
}

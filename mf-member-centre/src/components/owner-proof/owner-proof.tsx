import { ApiError, ENDPOINTS, api, type ProofAction } from '@jogo/shared/api';
import { OwnerProofFields as ProofFields, type OwnerProofFieldsProps } from '@jogo/shared/ui';

export { EMPTY_PROOF, proofComplete, type ProofValue } from '@jogo/shared/ui';

/** @jogo/shared/ui's owner proof, with the member centre's call for the code and its form's last error. */
export function OwnerProofFields({
  action,
  error,
  ...props
}: Omit<OwnerProofFieldsProps, 'sendCode' | 'fieldError'> & {
  action: ProofAction;
  /** the form's last error: shown under the proof's field when the gateway names one */
  error?: Error | null;
}) {
  const field = error instanceof ApiError ? (error.value.field as string | undefined) : undefined;
  return (
    <ProofFields
      {...props}
      fieldError={field ? { field, message: error!.message } : null}
      sendCode={() =>
        api()
          .call(ENDPOINTS.proofCode, { body: { action } })
          .then((r) => ({ to: r.to, minutes: r.expiredMinutes }))
      }
    />
  );
}

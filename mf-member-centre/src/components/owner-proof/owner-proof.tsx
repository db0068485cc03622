import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { useAction } from '@jogo/shared/data';
import { ApiError, ENDPOINTS, api, type OwnerProof, type ProofAction } from '@jogo/shared/api';
import { Button, Field } from '@jogo/shared/ui';
import styles from './owner-proof.module.css';

export type ProofValue = OwnerProof;
export const EMPTY_PROOF: ProofValue = { currentPassword: '' };

/** Whether the proof is filled in: the password (unless asked elsewhere) and, with a contact on file, the code. */
export const proofComplete = (v: ProofValue, o: { hasContact: boolean; password: boolean }) =>
  (!o.password || v.currentPassword.length > 0) && (!o.hasContact || (v.proofCode ?? '').length === 6);

/**
 * The owner's proof a sensitive change carries (the gateway checks it, domain/identity/owner-proof):
 * the password and, when the account has a contact on file, a code sent to it for this action.
 */
export function OwnerProofFields({
  action,
  hasContact,
  password = 'login',
  value,
  onChange,
  error,
}: {
  action: ProofAction;
  hasContact: boolean;
  /**
   * whether the login password is asked here ('none' when the form asks for a password of its own); only the
   * login password proves the owner, never the payment password a session could have set itself
   */
  password?: 'login' | 'none';
  value: ProofValue;
  onChange: (v: ProofValue) => void;
  /** the form's last error: shown here when the gateway names a field of the proof */
  error?: Error | null;
}) {
  const field = error instanceof ApiError ? (error.value.field as string | undefined) : undefined;
  const { t } = useTranslation('common');
  const [sent, setSent] = useState<{ to: string | null; minutes: number } | null>(null);
  const send = useAction(async () => {
    const r = await api().call(ENDPOINTS.proofCode, { body: { action } });
    setSent({ to: r.to, minutes: r.expiredMinutes });
  });
  return (
    <fieldset className={styles.proof}>
      <legend className={styles.legend}>{t('ownerProof.title')}</legend>
      <p className={styles.why}>{t('ownerProof.why')}</p>
      {password !== 'none' ? (
        <Field
          label={t('ownerProof.password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={value.currentPassword}
          onChange={(e) => onChange({ ...value, currentPassword: e.target.value })}
          hint={t('ownerProof.passwordHintLogin')}
          error={field === 'currentPassword' ? error?.message : undefined}
        />
      ) : null}
      {hasContact ? (
        <Field
          label={t('ownerProof.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value.proofCode ?? ''}
          onChange={(e) => onChange({ ...value, proofCode: e.target.value.replace(/\D/g, '') })}
          hint={sent ? t('ownerProof.sentTo', { to: sent.to ?? '', minutes: sent.minutes }) : undefined}
          error={send.error?.message ?? (field === 'proofCode' ? error?.message : undefined)}
          trailing={
            <Button
              type="button"
              size="sm"
              variant="ghost"
              busy={send.pending}
              onClick={() => void send.run()}
            >
              {sent ? t('ownerProof.resend') : t('ownerProof.send')}
            </Button>
          }
        />
      ) : null}
    </fieldset>
  );
}

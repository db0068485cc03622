import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerProof } from '../../contract/types/member';
import { Button } from '../button/button';
import { Field } from '../field/field';
import styles from './owner-proof.module.css';

export type ProofValue = OwnerProof;
export const EMPTY_PROOF: ProofValue = { currentPassword: '' };

/** Whether the proof is filled in: the password (unless asked elsewhere) and, with a contact on file, the code. */
export const proofComplete = (v: ProofValue, o: { hasContact: boolean; password: boolean }) =>
  (!o.password || v.currentPassword.length > 0) && (!o.hasContact || (v.proofCode ?? '').length === 6);

export interface OwnerProofFieldsProps {
  hasContact: boolean;
  /**
   * whether the login password is asked here ('none' when the form asks for a password of its own); only the
   * login password proves the owner, never the payment password a session could have set itself
   */
  password?: 'login' | 'none';
  value: ProofValue;
  onChange: (v: ProofValue) => void;
  /** the gateway's refusal of a field of the proof (`currentPassword`, `proofCode`): shown under that field */
  fieldError?: { field: string; message: string } | null;
  /** sends this action's code to the contact on file (the remote's call: ui holds no API code) */
  sendCode: () => Promise<{ to: string | null; minutes: number }>;
  /** why the proof is asked: a change (default), or a first setup, which is only told to the contact on file */
  why?: 'why' | 'whyFirst' | 'whyFirstDestination';
}

/**
 * The owner's proof a sensitive change carries (the gateway checks it, domain/identity/owner-proof): the
 * password and, when the account has a contact on file, a code sent to it for this action. One component for
 * the member centre and the wallet; each wraps it with its call and its error.
 */
export function OwnerProofFields({
  hasContact,
  password = 'login',
  value,
  onChange,
  fieldError,
  sendCode,
  why = 'why',
}: OwnerProofFieldsProps) {
  const { t } = useTranslation('common');
  const [sent, setSent] = useState<{ to: string | null; minutes: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = () => {
    setSending(true);
    setSendError(null);
    sendCode()
      .then(setSent, (e: unknown) => setSendError(e instanceof Error ? e.message : String(e)))
      .finally(() => setSending(false));
  };
  const errorOf = (f: string) => (fieldError?.field === f ? fieldError.message : undefined);
  return (
    <fieldset className={styles.proof}>
      <legend className={styles.legend}>{t('ownerProof.title')}</legend>
      <p className={styles.why}>{t(`ownerProof.${why}`)}</p>
      {password !== 'none' ? (
        <Field
          label={t('ownerProof.password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={value.currentPassword}
          onChange={(e) => onChange({ ...value, currentPassword: e.target.value })}
          hint={t('ownerProof.passwordHintLogin')}
          error={errorOf('currentPassword')}
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
          error={sendError ?? errorOf('proofCode')}
          trailing={
            <Button type="button" size="sm" variant="ghost" busy={sending} onClick={send}>
              {sent ? t('ownerProof.resend') : t('ownerProof.send')}
            </Button>
          }
        />
      ) : null}
    </fieldset>
  );
}

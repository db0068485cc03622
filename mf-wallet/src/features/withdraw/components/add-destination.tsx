import { useState, type FormEvent } from 'react';
import type { PixKeyType } from '@jogo/shared/api';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field } from '@jogo/shared/ui';
import { usePhoneLib } from '@jogo/shared/validation';
import { addDestination } from '../api/add-destination';
import { pixKeyValid } from '../model/pix-key';
import { ErrorText } from '../../../components/error-text';
import styles from '../../../styles/wallet.module.css';
import {
  EMPTY_PROOF,
  isProofError,
  OwnerProofFields,
  proofComplete,
  useHasContact,
  type ProofValue,
} from '../../../components/owner-proof/owner-proof';

type Kind = PixKeyType | 'BANK';
const KINDS: Kind[] = ['CPF', 'PHONE', 'EMAIL', 'EVP', 'BANK'];

/** Adds a PIX key or a bank account, with the payment password; the holder must be the payee name. */
export function AddDestination({ payeeName, onAdded }: { payeeName: string | null; onAdded: () => void }) {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<Kind>('CPF');
  const [key, setKey] = useState('');
  const [bankName, setBankName] = useState('');
  const [holder, setHolder] = useState(payeeName ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // issue 27: the code sent to the contact on file proves the owner, besides the payment password
  const [proof, setProof] = useState<ProofValue>(EMPTY_PROOF);
  const hasContact = useHasContact();
  const add = useAction(addDestination);
  usePhoneLib(); // PIX phone keys are checked by Brazil's numbering plan

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (kind === 'BANK') {
      if (bankName.trim().length < 2) next.bankName = t('destination.bankRequired');
      if (!/^\d{4,12}(-[\dXx])?$/.test(key.replace(/\s/g, ''))) next.key = t('destination.accountInvalid');
    } else if (!pixKeyValid(kind, key)) next.key = t(`destination.invalid.${kind}`);
    if (holder.trim().length < 2) next.holder = t('destination.holderRequired');
    if (!password) next.password = t('password.required');
    if (!proofComplete(proof, { hasContact, password: false })) next.proof = t('password.codeRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    const card = await add.run({
      cardType: kind === 'BANK' ? 'BANK' : 'PIX',
      keyType: kind === 'BANK' ? undefined : kind,
      bankName: kind === 'BANK' ? bankName.trim() : undefined,
      accountNumber: key.trim(),
      accountName: holder.trim(),
      paymentPassword: password,
      proofCode: proof.proofCode,
    });
    if (card) {
      invalidateResource('wallet/withdraw');
      onAdded();
    }
  };

  return (
    <form
      className={styles.card}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('destination.add')}
    >
      <h3 className={styles.cardTitle}>{t('destination.add')}</h3>
      <label className={styles.label}>
        {t('destination.type')}
        <select className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`destination.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'BANK' ? (
        <Field
          label={t('destination.bankName')}
          value={bankName}
          onChange={(e) => setBankName(e.target.value)}
          error={errors.bankName}
        />
      ) : null}
      <Field
        label={kind === 'BANK' ? t('destination.account') : t('destination.key')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={errors.key}
        placeholder={t(`destination.placeholder.${kind}`)}
        autoComplete="off"
      />
      <Field
        label={t('destination.holder')}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        error={errors.holder}
        hint={payeeName ? t('destination.holderHint', { name: payeeName }) : t('destination.holderFirst')}
        readOnly={Boolean(payeeName)}
      />
      <Field
        label={t('password.payment')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <OwnerProofFields
        action="destination"
        hasContact={hasContact}
        password="none"
        value={proof}
        onChange={setProof}
        error={add.error}
      />
      {errors.proof ? (
        <p className={styles.error} role="alert">
          {errors.proof}
        </p>
      ) : null}
      <ErrorText error={isProofError(add.error) ? null : add.error} />
      <Button type="submit" busy={add.pending}>
        {t('destination.save')}
      </Button>
    </form>
  );
}

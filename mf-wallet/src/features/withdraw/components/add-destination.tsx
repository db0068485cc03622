import { useState, type FormEvent } from 'react';
import { ApiError, type PixKeyType } from '@jogo/shared/api';
import { useMarket } from '@jogo/shared/bus';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field } from '@jogo/shared/ui';
import { cpfValid, usePhoneLib } from '@jogo/shared/validation';
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

/** A holder as the gateway takes one (domain/money/destinations.ts `holderNameValid`): letters and separators. */
const HOLDER = /^\p{L}[\p{L}\p{M}'’.-]*( [\p{L}\p{M}'’.-]+)*$/u;
/** The gateway's refusals of the holder: shown at the holder field. */
const holderRefused = (e: Error | null): e is ApiError =>
  e instanceof ApiError &&
  e.is('wallet.holder_name_invalid', 'wallet.holder_not_full_name', 'wallet.holder_name_mismatch');

/**
 * Adds a PIX key or a bank account, with the payment password; the holder must be the payee name: in a market
 * that asks the full name at sign-up (BR) that name, given and not typed again. `first`: the member has no
 * destination yet; adding one's own first is how a player starts to withdraw, so it holds nothing (a later one
 * holds withdrawals for 24 hours), and the proof's text says so.
 */
export function AddDestination({
  payeeName,
  onAdded,
  first = false,
}: {
  payeeName: string | null;
  onAdded: () => void;
  first?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<Kind>('CPF');
  const [key, setKey] = useState('');
  const [bankName, setBankName] = useState('');
  const [holder, setHolder] = useState(payeeName ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The code sent to the contact on file proves the owner, besides the payment password
  const [proof, setProof] = useState<ProofValue>(EMPTY_PROOF);
  const hasContact = useHasContact();
  const market = useMarket();
  const fromSignUp = market?.registration.fullName === true;
  // money only to the member's own CPF (BR): any key but a CPF key, and a bank account, name the holder's CPF
  const needsDocument = market?.ownAccountOnly === true && kind !== 'CPF';
  const [document, setDocument] = useState('');
  const add = useAction(addDestination);
  usePhoneLib(); // PIX phone keys are checked by Brazil's numbering plan

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (kind === 'BANK') {
      if (bankName.trim().length < 2) next.bankName = t('destination.bankRequired');
      if (!/^\d{4,12}(-[\dXx])?$/.test(key.replace(/\s/g, ''))) next.key = t('destination.accountInvalid');
    } else if (!pixKeyValid(kind, key)) next.key = t(`destination.invalid.${kind}`);
    const name = holder.trim().replace(/\s+/g, ' ');
    if (name.length < 2) next.holder = t('destination.holderRequired');
    else if (!HOLDER.test(name)) next.holder = t('destination.holderInvalid');
    if (needsDocument && !cpfValid(document)) next.document = t('destination.documentInvalid');
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
      holderDocument: needsDocument ? document.replace(/\D/g, '') : undefined,
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
        error={errors.holder || (holderRefused(add.error) ? add.error.message : undefined)}
        hint={
          payeeName
            ? t(fromSignUp ? 'destination.holderSignUp' : 'destination.holderHint', { name: payeeName })
            : t('destination.holderFirst')
        }
        readOnly={Boolean(payeeName)}
      />
      {needsDocument ? (
        <Field
          label={t('destination.document')}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          error={errors.document}
          hint={t('destination.documentHint')}
          inputMode="numeric"
          placeholder={t('destination.placeholder.CPF')}
          autoComplete="off"
        />
      ) : null}
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
        first={first}
        value={proof}
        onChange={setProof}
        error={add.error}
      />
      {errors.proof ? (
        <p className={styles.error} role="alert">
          {errors.proof}
        </p>
      ) : null}
      <ErrorText error={isProofError(add.error) || holderRefused(add.error) ? null : add.error} />
      <Button type="submit" busy={add.pending}>
        {t('destination.save')}
      </Button>
    </form>
  );
}

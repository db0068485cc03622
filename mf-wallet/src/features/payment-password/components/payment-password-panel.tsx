import { useEffect, useState, type FormEvent } from 'react';
import { bus } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, Field, Skeleton, Tabs } from '@jogo/shared/ui';
import {
  changePaymentPassword,
  getPaymentPasswordStatus,
  resetPaymentPassword,
  sendResetCode,
  setPaymentPassword,
} from '../api/payment-password';
import { checkNewPassword } from '../model/password-rules';
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

type Mode = 'change' | 'forgot';

/** Payment password: set on first use; change with the old one; forgot by an SMS code to the member's mobile. */
export function PaymentPasswordPanel() {
  const { t } = useTranslation('wallet');
  const status = useResource('wallet/payment-password', getPaymentPasswordStatus);
  const [mode, setMode] = useState<Mode>('change');
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [countdown, setCountdown] = useState(0);
  // A change also needs the code sent to the contact on file, a reset the login password
  const [proof, setProof] = useState<ProofValue>(EMPTY_PROOF);
  const hasContact = useHasContact();
  const save = useAction(async () => {
    const s = status.data!;
    if (!s.hasPassword) return setPaymentPassword(next, proof.currentPassword);
    return mode === 'change'
      ? changePaymentPassword(old, next, proof.proofCode)
      : resetPaymentPassword(code, next, proof.currentPassword);
  });
  const sms = useAction(sendResetCode);
  useEffect(() => {
    if (countdown <= 0) return undefined;
    const id = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(id);
  }, [countdown]);

  const s = status.data;
  if (!s) return status.error ? <ErrorText error={status.error} /> : <Skeleton height={200} />;
  const changing = s.hasPassword && mode === 'change';
  const forgetting = s.hasPassword && mode === 'forgot';
  // signed up by mobile alone: setting or resetting asks the login password, which is created first (by SMS)
  const needsLoginPassword = !s.hasLoginPassword && !changing;
  const createLoginPassword = () =>
    void bus.request('ui:modal-requested', { name: 'forgot' }).then(() => status.reload());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const keys = checkNewPassword(next, confirm, changing ? old : undefined);
    if (forgetting && !/^\d{6}$/.test(code)) keys.code = 'password.codeRequired';
    if (changing && !proofComplete(proof, { hasContact, password: false }))
      keys.proof = 'password.codeRequired';
    if ((forgetting || !s.hasPassword) && !proofComplete(proof, { hasContact: false, password: true }))
      keys.proof = 'password.required';
    setErrors(Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, (t as DynamicT)(v)])));
    if (Object.keys(keys).length) return;
    const v = await save.run();
    if (v) {
      setOld('');
      setNext('');
      setConfirm('');
      setCode('');
      setProof(EMPTY_PROOF);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('password.saved') });
      invalidateResource('wallet/');
    }
  };
  const onSms = async () => {
    const v = await sms.run();
    if (v) setCountdown(60 * v.expiredMinutes);
  };

  return (
    <form
      className={styles.card}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('password.title')}
    >
      {s.lockedUntil ? (
        <p className={styles.error} role="alert">
          {t('password.locked')}
        </p>
      ) : null}
      {s.hasPassword ? (
        <Tabs<Mode>
          label={t('password.title')}
          active={mode}
          onChange={(m) => {
            setMode(m);
            setErrors({});
          }}
          items={[
            { id: 'change', label: t('password.change') },
            { id: 'forgot', label: t('password.forgot') },
          ]}
        />
      ) : (
        <p className={styles.muted}>{t('password.firstTime')}</p>
      )}
      {needsLoginPassword ? (
        <div className={styles.notice} role="status">
          <p>{t('password.noLoginPassword')}</p>
          <Button variant="secondary" onClick={createLoginPassword}>
            {t('password.createLoginPassword')}
          </Button>
        </div>
      ) : null}
      {needsLoginPassword ? null : (
        <>
          {changing ? (
            <Field
              label={t('password.old')}
              type="password"
              autoComplete="off"
              value={old}
              onChange={(e) => setOld(e.target.value)}
              error={errors.old}
            />
          ) : null}
          {forgetting ? (
            <>
              <p className={styles.muted}>
                {s.mobileMasked ? t('password.smsTo', { mobile: s.mobileMasked }) : t('password.noMobile')}
              </p>
              <Field
                label={t('password.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={errors.code}
                trailing={
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void onSms()}
                    disabled={countdown > 0 || !s.mobileMasked}
                    busy={sms.pending}
                  >
                    {countdown > 0 ? t('password.resendIn', { s: countdown }) : t('password.sendCode')}
                  </Button>
                }
              />
              <ErrorText error={sms.error} />
            </>
          ) : null}
          <Field
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={errors.next}
            hint={t('password.rule')}
          />
          <Field
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          {/* the first one too: a session alone never creates the secret that later moves money */}
          <OwnerProofFields
            action="payment-password"
            hasContact={changing && hasContact}
            password={changing ? 'none' : 'login'}
            first={!s.hasPassword}
            value={proof}
            onChange={setProof}
            error={save.error}
          />
          {errors.proof ? (
            <p className={styles.error} role="alert">
              {errors.proof}
            </p>
          ) : null}
          <ErrorText error={isProofError(save.error) ? null : save.error} />
          <Button type="submit" size="lg" block busy={save.pending}>
            {s.hasPassword ? t('password.save') : t('password.set')}
          </Button>
        </>
      )}
    </form>
  );
}

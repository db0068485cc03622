import { useState, type FormEvent } from 'react';
import { ApiError, ENDPOINTS, api, type RegisterFieldRule } from '@jogo/shared/api';
import { bus, useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Field } from '@jogo/shared/ui';
import { equalTo, passwordRule, required, trimmed } from '@jogo/shared/validation';
import { PasswordField } from '../../../components/password-field';
import { errorText } from '../../../model/errors';
import { hasErrors, validateForm, type Errors } from '../../../model/form';
import { forgetKnownPassword, takeKnownPassword } from '../../../model/known-password';
import { useGo } from '../../../model/navigation';
import { changePassword, reloadMemberInfo } from '../api/change-password';
import styles from '../../../components/auth.module.css';

type Fields = 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'proofCode';

/**
 * Change password (spec 2/4/5): old password (unless already known from the login that forced the change), new
 * password with the password rule, confirmation equal. The forced variant cannot be dismissed. A change the member
 * asks for also carries the code sent to the contact on file (a session token alone is no proof); the
 * forced one does not (that session has just proved the password).
 */
export function ChangePasswordDialog({ forced = false, onClose }: { forced?: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const { info } = useSettings();
  const serverRule =
    (info?.register as { fields?: Record<string, RegisterFieldRule> } | undefined)?.fields?.password ?? null;
  const [known, setKnown] = useState<string | null>(() => (forced ? takeKnownPassword() : null));
  const [values, setValues] = useState<Record<Fields, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
    proofCode: '',
  });
  const { t: tc } = useTranslation('common');
  /** the proof code's destination once sent; `none` when the account has no contact on file */
  const [proofSent, setProofSent] = useState<{ to: string | null; minutes: number } | 'none' | null>(null);
  const [sending, setSending] = useState(false);
  const sendProof = async () => {
    setSending(true);
    try {
      const r = await api().call(ENDPOINTS.proofCode, { body: { action: 'password' } });
      setProofSent(r.channel ? { to: r.to, minutes: r.expiredMinutes } : 'none');
    } catch (err) {
      setErrors((old) => ({ ...old, proofCode: errorText(t, err) }));
    } finally {
      setSending(false);
    }
  };
  const [errors, setErrors] = useState<Errors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (f: Fields) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setFormError(null);
    const e = validateForm(t, values, {
      ...(known === null ? { oldPassword: [required()] } : {}),
      newPassword: [required(), passwordRule(serverRule)],
      confirmNewPassword: [required(), equalTo(() => trimmed(values.newPassword))],
    });
    setErrors(e);
    if (hasErrors(e)) return;
    setBusy(true);
    try {
      await changePassword({
        oldPassword: known ?? trimmed(values.oldPassword),
        newPassword: trimmed(values.newPassword),
        confirmNewPassword: trimmed(values.confirmNewPassword),
        ...(!forced && values.proofCode ? { proofCode: values.proofCode } : {}),
      });
      forgetKnownPassword();
      if (!forced) {
        await reloadMemberInfo().catch(() => undefined);
      }
      bus.emit('ui:toast-requested', { kind: 'success', message: t('changePassword.done') });
      onClose();
      go('/');
    } catch (err) {
      if (err instanceof ApiError && err.is('password.old_incorrect') && known !== null) {
        // the remembered password was not the current one after all: ask for it
        setKnown(null);
      }
      const field = err instanceof ApiError ? err.value.field : undefined;
      if (
        field === 'oldPassword' ||
        field === 'newPassword' ||
        field === 'confirmNewPassword' ||
        field === 'proofCode'
      ) {
        if (field !== 'oldPassword' || known === null)
          setErrors((old) => ({ ...old, [field]: errorText(t, err) }));
        else setFormError(errorText(t, err));
      } else setFormError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('changePassword.title')} onClose={onClose} dismissible={!forced} size="sm">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {forced ? <p className={styles.info}>{t('changePassword.forcedText')}</p> : null}
        {known === null ? (
          <PasswordField
            label={t('changePassword.oldPassword')}
            value={values.oldPassword}
            onChange={(e) => set('oldPassword')(e.target.value)}
            error={errors.oldPassword}
            autoComplete="current-password"
          />
        ) : null}
        <PasswordField
          label={t('changePassword.newPassword')}
          value={values.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)}
          error={errors.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          confirm
          label={t('changePassword.confirmPassword')}
          value={values.confirmNewPassword}
          onChange={(e) => set('confirmNewPassword')(e.target.value)}
          error={errors.confirmNewPassword}
          autoComplete="new-password"
        />
        {!forced && proofSent !== 'none' ? (
          <Field
            label={tc('ownerProof.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.proofCode}
            onChange={(e) => set('proofCode')(e.target.value.replace(/\D/g, ''))}
            error={errors.proofCode}
            hint={
              proofSent
                ? tc('ownerProof.sentTo', { to: proofSent.to ?? '', minutes: proofSent.minutes })
                : tc('ownerProof.title')
            }
            trailing={
              <Button type="button" size="sm" variant="ghost" busy={sending} onClick={() => void sendProof()}>
                {proofSent ? tc('ownerProof.resend') : tc('ownerProof.send')}
              </Button>
            }
          />
        ) : null}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </Dialog>
  );
}

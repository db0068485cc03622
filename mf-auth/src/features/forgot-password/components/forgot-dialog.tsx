import { useState, type FormEvent } from 'react';
import type { CountryCode, RegisterFieldRule } from '@jogo/shared/api';
import { useFlag, useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Field, Tabs } from '@jogo/shared/ui';
import {
  MESSAGES,
  emailRule,
  mobileRule,
  passwordRule,
  required,
  trimmed,
  usernameRule,
} from '@jogo/shared/validation';
import { MobileField, boundsOf } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useHumanCheck } from '../../../components/use-human-check';
import { useSmsCode } from '../../../components/use-sms-code';
import { WarningDialog } from '../../../components/warning-dialog';
import { errorText } from '../../../model/errors';
import { hasErrors, validateForm, type Errors } from '../../../model/form';
import { useGo } from '../../../model/navigation';
import { completeLogin } from '../../../model/session';
import { forgotByEmail, resetByPhone, sendResetCode } from '../api/forgot-password';
import styles from '../../../components/auth.module.css';

type Method = 'email' | 'mobileNum';
type Fields = 'username' | 'email' | 'mobile' | 'code' | 'newPassword';

/** What the reset link of the e-mail carries (`/forget?resetCode=..&username=..&email=..`). */
export interface EmailReset {
  resetCode?: string;
  username?: string;
  email?: string;
}

/** The link's values, when it carries a code: then the dialog opens on the e-mail step, ready to finish. */
export function emailResetOf(props: Record<string, unknown> | undefined): EmailReset | null {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const resetCode = str(props?.resetCode);
  return resetCode ? { resetCode, username: str(props?.username), email: str(props?.email) } : null;
}

/** The server's rule of a registration field, when the status answer carried the register settings. */
export function useServerRule(field: 'username' | 'password'): RegisterFieldRule | null {
  const { info } = useSettings();
  const register = info?.register as { fields?: Record<string, RegisterFieldRule> } | undefined;
  return register?.fields?.[field] ?? null;
}

/**
 * Forgot password (spec 2): by e-mail (username and e-mail; success shows in_been_out and closes) or by mobile
 * number (number, SMS code, new password; success logs in, closes and goes home). Mobile is the default when
 * CHNGPASSVERIF3 is on.
 */
export function ForgotDialog({
  onClose,
  onDoneEmail,
  reset = null,
}: {
  onClose: () => void;
  onDoneEmail: () => void;
  /** opened from the e-mail's reset link: the e-mail step with code, username and e-mail filled in */
  reset?: EmailReset | null;
}) {
  const { t } = useTranslation('auth');
  const phoneDefault = useFlag('CHNGPASSVERIF3');
  const usernameServerRule = useServerRule('username');
  const passwordServerRule = useServerRule('password');
  const go = useGo();
  const [method, setMethod] = useState<Method>(reset || !phoneDefault ? 'email' : 'mobileNum');
  // the e-mail step has two halves: ask for the code, then finish with it (the link opens the second)
  const [emailFinish, setEmailFinish] = useState(reset !== null);
  const [values, setValues] = useState<Record<Fields, string>>({
    username: reset?.username ?? '',
    email: reset?.email ?? '',
    mobile: '',
    code: reset?.resetCode ?? '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<Errors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [country, setCountry] = useState<CountryCode | null>(null);
  const humanCheck = useHumanCheck();

  const set = (f: Fields) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const mobileRules = [required(), mobileRule(boundsOf(country))];

  const sms = useSmsCode({
    validateMobile: () => {
      const e = validateForm(t, values, { mobile: mobileRules });
      setErrors((old) => ({ ...old, mobile: e.mobile }));
      return !e.mobile;
    },
    humanCheck: humanCheck.run,
    send: (hc) =>
      sendResetCode({
        mobileNum: trimmed(values.mobile),
        countryDialingCode: country?.countryDialingCode,
        humanCheck: hc,
      }),
    onError: (e) => setWarning(errorText(t, e)),
  });

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setFormError(null);
    const e =
      method === 'email'
        ? validateForm(
            t,
            values,
            {
              username: [required(), usernameRule(usernameServerRule)],
              email: [required(), emailRule],
              ...(emailFinish
                ? {
                    code: [required(MESSAGES.verificationCode)],
                    newPassword: [required(), passwordRule(passwordServerRule)],
                  }
                : {}),
            },
            ['code'],
          )
        : validateForm(
            t,
            values,
            {
              mobile: mobileRules,
              code: [required(MESSAGES.verificationCode)],
              newPassword: [required(), passwordRule(passwordServerRule)],
            },
            ['code'],
          );
    setErrors(e);
    if (hasErrors(e)) return;
    setBusy(true);
    try {
      if (method === 'email' && emailFinish) {
        const res = await resetByPhone({
          username: trimmed(values.username),
          email: trimmed(values.email),
          verificationCode: trimmed(values.code),
          newPassword: trimmed(values.newPassword),
        });
        await completeLogin(res, 'username');
        onClose();
        go('/');
      } else if (method === 'email') {
        await forgotByEmail({ username: trimmed(values.username), email: trimmed(values.email) });
        onDoneEmail();
      } else {
        const res = await resetByPhone({
          mobileNum: trimmed(values.mobile),
          countryDialingCode: country?.countryDialingCode,
          verificationCode: values.code,
          newPassword: trimmed(values.newPassword),
        });
        await completeLogin(res, 'sms');
        onClose();
        go('/');
      }
    } catch (err) {
      setFormError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('forgot.title')} onClose={onClose} size="sm">
      <Tabs<Method>
        label={t('forgot.tabsLabel')}
        active={method}
        onChange={(m) => {
          setMethod(m);
          setErrors({});
          setFormError(null);
        }}
        items={[
          { id: 'mobileNum', label: t('forgot.tabMobile') },
          { id: 'email', label: t('forgot.tabEmail') },
        ]}
      />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {method === 'email' ? (
          <>
            <p className={styles.muted}>{t(emailFinish ? 'forgot.emailFinishHint' : 'forgot.emailHint')}</p>
            <Field
              label={t('forgot.username')}
              value={values.username}
              onChange={(e) => set('username')(e.target.value)}
              error={errors.username}
              autoComplete="username"
            />
            <Field
              label={t('forgot.email')}
              type="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              error={errors.email}
              autoComplete="email"
            />
            {emailFinish ? (
              <>
                <Field
                  label={t('forgot.emailCode')}
                  value={values.code}
                  onChange={(e) => set('code')(e.target.value)}
                  error={errors.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
                <PasswordField
                  label={t('forgot.newPassword')}
                  value={values.newPassword}
                  onChange={(e) => set('newPassword')(e.target.value)}
                  error={errors.newPassword}
                  autoComplete="new-password"
                />
              </>
            ) : (
              <button type="button" className={styles.link} onClick={() => setEmailFinish(true)}>
                {t('forgot.haveCode')}
              </button>
            )}
          </>
        ) : (
          <>
            <MobileField
              label={t('forgot.mobile')}
              value={values.mobile}
              onChange={set('mobile')}
              error={errors.mobile}
              onCountry={setCountry}
            />
            <SmsCodeField
              label={t('forgot.smsCode')}
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              sms={sms}
            />
            <PasswordField
              label={t('forgot.newPassword')}
              value={values.newPassword}
              onChange={(e) => set('newPassword')(e.target.value)}
              error={errors.newPassword}
              autoComplete="new-password"
            />
          </>
        )}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={busy}>
          {t('forgot.submit')}
        </Button>
      </form>
      {humanCheck.dialog}
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { ApiError, readRememberedLogin, type CountryCode, type LoginResponse } from '@jogo/shared/api';
import { isAgentType, useFlag, useMarket } from '@jogo/shared/bus';
import { landingOf } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field, Tabs } from '@jogo/shared/ui';
import { MESSAGES, mobileRule, required, trimmed } from '@jogo/shared/validation';
import { CaptchaField } from '../../../components/captcha-field';
import { MobileField, boundsOf } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { SmsCodeField } from '../../../components/sms-code-field';
import { useCaptcha } from '../../../components/use-captcha';
import { useHumanCheck } from '../../../components/use-human-check';
import { useSmsCode } from '../../../components/use-sms-code';
import { WarningDialog } from '../../../components/warning-dialog';
import { errorText } from '../../../model/errors';
import { hasErrors, validateForm, type Errors } from '../../../model/form';
import { rememberLoginPassword } from '../../../model/known-password';
import { useGo } from '../../../model/navigation';
import { completeLogin } from '../../../model/session';
import { discardSession, freeplayLogin, login, sendLoginCode } from '../api/login';
import type { SocialProvider } from '../../../model/social-provider';
import { SocialButtons } from '../../../components/social-buttons';
import styles from '../../../components/auth.module.css';

type Tab = 'username' | 'sms';
type Fields = 'username' | 'password' | 'captcha' | 'mobile' | 'code';

export interface LoginFormProps {
  /** the agent landing: sends `agentLogin`, refuses non-agents and goes to /agentHome */
  agent?: boolean;
  /** called after a successful login (a dialog closes itself) */
  onDone?: () => void;
  /** the dialog's links: open the forgot-password or registration dialog */
  onSwitch?: (to: 'forgot' | 'register') => void;
  /** injectable social providers (tests); the development provider otherwise */
  socialProviders?: SocialProvider[];
}

/**
 * The login form (spec 2), used by the login dialog and by the `/agent` page. Username logins run the slider check
 * first and show the captcha once a failure asks for it; SMS logins need a code from the SMS button.
 */
export function LoginForm({ agent = false, onDone, onSwitch, socialProviders }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const smsLoginOn = useFlag('MOBILEVERCODELOGIN3');
  // a market that asks for identity at sign-up (BR: CPF, birth date, limits) has no social sign-up: a social
  // account carries none of it, so it would only ever end in a refusal
  const identityAtSignUp = useMarket()?.registration.cpf === true;
  const socialOn = useFlag('SOCIALLOGIN3') && !identityAtSignUp;
  const trialOn = useFlag('FREEPLAY3');
  const go = useGo();
  const [remembered] = useState(readRememberedLogin);
  const [tab, setTab] = useState<Tab>(remembered?.type === 'sms' && smsLoginOn ? 'sms' : 'username');
  const [values, setValues] = useState<Record<Fields, string>>({
    username: remembered?.type === 'username' ? remembered.value : '',
    password: '',
    captcha: '',
    mobile: remembered?.type === 'sms' ? remembered.value : '',
    code: '',
  });
  const [errors, setErrors] = useState<Errors<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'login' | 'trial'>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [country, setCountry] = useState<CountryCode | null>(null);
  const captcha = useCaptcha();
  const humanCheck = useHumanCheck();
  const activeTab: Tab = smsLoginOn ? tab : 'username';

  const set = (field: Fields) => (v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    setErrors((e) => ({ ...e, [field]: undefined }));
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
      sendLoginCode({
        mobileNum: trimmed(values.mobile),
        countryDialingCode: country?.countryDialingCode,
        humanCheck: hc,
      }),
    onError: (e) => setWarning(errorText(t, e)),
  });

  const finish = async (
    res: LoginResponse,
    loginType: 'username' | 'sms' | 'trial' | 'social',
    password?: string,
  ) => {
    if (agent && !isAgentType(res.memberType)) {
      // spec 6: on the agent page non-agents cannot log in; the gateway refuses them when it knows about
      // agentLogin, and this check covers one that does not. The session it opened is closed again.
      void discardSession(res.token);
      setFormError(t('login.nonAgent'));
      return;
    }
    if (password && res.passwordExpired) rememberLoginPassword(password);
    await completeLogin(res, loginType);
    onDone?.();
    go(landingOf(agent));
  };

  const failed = (e: unknown) => {
    if (e instanceof ApiError) {
      if (e.value.captcha === true) {
        setCaptchaShown(true);
        setValues((s) => ({ ...s, captcha: '' }));
        // each captcha answer is single use: a failed attempt needs a new image
        captcha.reload();
      }
      if (e.is('login.non_agent')) return setFormError(t('login.nonAgent'));
      if (e.is('login.non_member')) return setFormError(t('errors.nonMember'));
    }
    setFormError(errorText(t, e));
  };

  const submitUsername = async () => {
    const e = validateForm(t, values, {
      username: [required(MESSAGES.usernamePassword)],
      password: [required(MESSAGES.usernamePassword)],
      ...(captchaShown ? { captcha: [required()] } : {}),
    });
    setErrors(e);
    if (hasErrors(e)) return;
    const hc = await humanCheck.run();
    if (!hc) return;
    setBusy('login');
    const password = trimmed(values.password);
    try {
      const res = await login({
        username: trimmed(values.username),
        password,
        type: 'username',
        humanCheck: hc,
        ...(captchaShown ? { captcha: trimmed(values.captcha) } : {}),
        ...(agent ? { agentLogin: true } : {}),
      });
      await finish(res, 'username', password);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const submitSms = async () => {
    // the SMS code is the one input that is not trimmed (spec 5)
    const e = validateForm(t, values, { mobile: mobileRules, code: [required(MESSAGES.verificationCode)] }, [
      'code',
    ]);
    setErrors(e);
    if (hasErrors(e)) return;
    setBusy('login');
    try {
      const res = await login({
        username: trimmed(values.mobile),
        password: values.code,
        type: 'sms',
        countryDialingCode: country?.countryDialingCode,
        ...(agent ? { agentLogin: true } : {}),
      });
      await finish(res, 'sms');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setFormError(null);
    void (activeTab === 'sms' ? submitSms() : submitUsername());
  };

  const trial = async () => {
    setFormError(null);
    setBusy('trial');
    try {
      await finish(await freeplayLogin(), 'trial');
    } catch (err) {
      setFormError(errorText(t, err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {smsLoginOn ? (
        <Tabs<Tab>
          label={t('login.tabsLabel')}
          active={activeTab}
          onChange={(id) => {
            setTab(id);
            setErrors({});
            setFormError(null);
          }}
          items={[
            { id: 'username', label: t('login.tabUsername') },
            { id: 'sms', label: t('login.tabSms') },
          ]}
        />
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {activeTab === 'username' ? (
          <>
            <Field
              label={t('login.username')}
              value={values.username}
              onChange={(e) => set('username')(e.target.value)}
              error={errors.username}
              autoComplete="username"
              maxLength={60}
            />
            <PasswordField
              label={t('login.password')}
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              error={errors.password}
              autoComplete="current-password"
              maxLength={128}
            />
            {captchaShown ? (
              <CaptchaField
                captcha={captcha}
                value={values.captcha}
                onChange={set('captcha')}
                error={errors.captcha}
              />
            ) : null}
          </>
        ) : (
          <>
            <MobileField
              label={t('login.mobile')}
              value={values.mobile}
              onChange={set('mobile')}
              error={errors.mobile}
              onCountry={setCountry}
            />
            <SmsCodeField
              label={t('login.smsCode')}
              value={values.code}
              onChange={set('code')}
              error={errors.code}
              sms={sms}
            />
          </>
        )}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={busy === 'login'} disabled={busy !== null}>
          {t('login.submit')}
        </Button>
        <div className={styles.links}>
          {onSwitch ? (
            <button type="button" className={styles.link} onClick={() => onSwitch('forgot')}>
              {t('login.forgot')}
            </button>
          ) : null}
          {onSwitch && !agent ? (
            <span className={styles.muted}>
              {t('login.noAccount')}{' '}
              <button type="button" className={styles.link} onClick={() => onSwitch('register')}>
                {t('login.register')}
              </button>
            </span>
          ) : null}
        </div>
        {!agent && (trialOn || socialOn) ? <div className={styles.divider}>{t('login.or')}</div> : null}
        {!agent && trialOn ? (
          <Button
            variant="secondary"
            block
            busy={busy === 'trial'}
            disabled={busy !== null}
            onClick={() => void trial()}
          >
            {t('login.trial')}
          </Button>
        ) : null}
        {!agent && socialOn ? (
          <SocialButtons
            providers={socialProviders}
            disabled={busy !== null}
            onSuccess={(res) => void finish(res, 'social')}
            onError={(e) => setFormError(errorText(t, e))}
          />
        ) : null}
      </form>
      {humanCheck.dialog}
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </>
  );
}

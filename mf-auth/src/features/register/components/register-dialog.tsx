import { useEffect, useState, type FormEvent } from 'react';
import {
  ApiError,
  type CountryCode,
  type RegisterFieldName,
  type RegisterRequest,
  type RegisterSettings,
} from '@jogo/shared/api';
import { bus, useFlag, useLanguage, useMarket, useSettings } from '@jogo/shared/bus';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, Dialog, Field, Skeleton, Tabs } from '@jogo/shared/ui';
import { checkedRule, translateRule, trimmed } from '@jogo/shared/validation';
import { CaptchaField } from '../../../components/captcha-field';
import { MobileField, boundsOf } from '../../../components/mobile-field';
import { PasswordField } from '../../../components/password-field';
import { SocialButtons } from '../../../components/social-buttons';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { useCaptcha } from '../../../components/use-captcha';
import { useHumanCheck } from '../../../components/use-human-check';
import { useSmsCode } from '../../../components/use-sms-code';
import { WarningDialog } from '../../../components/warning-dialog';
import { errorText } from '../../../model/errors';
import { cleanValues, hasErrors, validateForm, type Errors } from '../../../model/form';
import { useGo } from '../../../model/navigation';
import { completeLogin } from '../../../model/session';
import { checkAffiliate, register, sendRegisterCode } from '../api/register';
import { useRegisterSettings } from '../hooks/use-register-settings';
import {
  EMPTY_MARKET_VALUES,
  marketBody,
  marketFieldOf,
  validateMarket,
  type MarketField,
  type MarketValues,
} from '../model/market-fields';
import { MarketFields, RiskNotice } from './market-fields';
import { RAW_FIELDS, registerRules, visibleFields, type RegisterMode } from '../model/register-rules';
import styles from '../../../components/auth.module.css';

type Values = Partial<Record<RegisterFieldName, string>>;

/** Query parameters read on load (spec 2: referralCode; an affiliate link may carry affiliateCode). */
function fromUrl(): Values {
  if (typeof window === 'undefined') return {};
  const q = new URLSearchParams(window.location.search);
  const v: Values = {};
  const referral = q.get('referralCode');
  const affiliate = q.get('affiliateCode');
  if (referral) v.referralCode = referral;
  if (affiliate) v.affiliateCode = affiliate;
  return v;
}

const INPUT_TYPES: Partial<Record<RegisterFieldName, string>> = { email: 'email', birthday: 'date' };
const NUMERIC: readonly RegisterFieldName[] = ['qqNum', 'whatsapp', 'verificationCode'];

/** The registration dialog (spec 2): title and submit use the sign-up label. */
export function RegisterDialog({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const { settings, failed, retry } = useRegisterSettings();
  const { t: tc } = useTranslation('common');
  return (
    <Dialog open title={t('register.title')} onClose={onClose} size="md">
      {settings ? (
        <RegisterForm settings={settings} onClose={onClose} onLogin={onLogin} />
      ) : failed ? (
        <div className={styles.form}>
          <p className={styles.formError} role="alert">
            {t('register.settingsFailed')}
          </p>
          <Button onClick={retry}>{tc('actions.retry')}</Button>
        </div>
      ) : (
        <div className={styles.form} role="status" aria-label={t('register.loadingSettings')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </div>
      )}
    </Dialog>
  );
}

export function RegisterForm({
  settings,
  onClose,
  onLogin,
}: {
  settings: RegisterSettings;
  onClose: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation('auth');
  // the gateway's `types` already follow MOBILENUMREG3; a flag switched off since then hides the tab too
  const mobileFlag = useSettings().flags.MOBILENUMREG3;
  const go = useGo();
  const socialFlag = useFlag('SOCIALLOGIN3');
  const mobileOn = settings.types.mobile && mobileFlag !== false;
  const usernameOn = settings.types.username;
  const bothTabs = mobileOn && usernameOn;
  const [mode, setMode] = useState<RegisterMode>(
    !usernameOn ? 'mobile' : bothTabs && settings.defaultTab === 'mobile' ? 'mobile' : 'username',
  );
  const [values, setValues] = useState<Values>(fromUrl);
  const [errors, setErrors] = useState<Errors<RegisterFieldName>>({});
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ text: string; action: 'ok' | 'submit' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [country, setCountry] = useState<CountryCode | null>(null);
  const captcha = useCaptcha();
  const humanCheck = useHumanCheck();
  // What the market adds to sign-up (BR: CPF, name, birth date, loss and time limits)
  const market = useMarket();
  // no social sign-up where the market asks for identity at sign-up (BR): a social account carries none of it
  const socialOn = socialFlag && market?.registration.cpf !== true;
  const zone = useSettings().info?.timeZone;
  const [marketValues, setMarketValues] = useState<MarketValues>(EMPTY_MARKET_VALUES);
  const [marketErrors, setMarketErrors] = useState<Partial<Record<MarketField, string>>>({});
  const language = useLanguage();
  // the full name is asked once: where the market asks it "as in the CPF", the operator's name field goes
  const fullNameAsked = Boolean(market?.registration.fullName);
  const shown = visibleFields(settings, mode, { fullNameAsked });
  const captchaReload = captcha.reload;

  // spec 4: switching tab reloads the captcha (and the first render loads it)
  useEffect(() => {
    if (settings.captcha) captchaReload();
  }, [mode, settings.captcha, captchaReload]);

  const value = (f: RegisterFieldName) => values[f] ?? '';
  const set = (f: RegisterFieldName) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const rulesFor = (v: Values) => registerRules(settings, mode, v, boundsOf(country), { fullNameAsked });

  const sms = useSmsCode({
    validateMobile: () => {
      const e = validateForm(
        t,
        { mobileNum: value('mobileNum') },
        { mobileNum: rulesFor(values).mobileNum ?? [] },
      );
      setErrors((old) => ({ ...old, mobileNum: e.mobileNum }));
      return !e.mobileNum;
    },
    humanCheck: humanCheck.run,
    send: (hc) =>
      sendRegisterCode({
        mobileNo: trimmed(value('mobileNum')),
        countryDialingCode: country?.countryDialingCode,
        regType: 'registerMobile',
        humanCheck: hc,
      }),
    onError: (e) => setWarning({ text: errorText(t, e), action: 'ok' }),
  });

  const switchMode = (m: RegisterMode) => {
    setMode(m);
    setErrors({});
    setFormError(null);
    // a tab starts clean: the terms error of the other tab does not follow
    setTermsError(null);
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    setFormError(null);
    const all = Object.fromEntries(shown.map((f) => [f, value(f)])) as Record<RegisterFieldName, string>;
    const e = validateForm(t, all, rulesFor(values), RAW_FIELDS);
    const termsMsg = translateRule(t, checkedRule(terms));
    const me = market
      ? validateMarket(
          marketValues,
          market.registration,
          Date.now(),
          typeof zone === 'string' ? zone : 'America/Sao_Paulo',
          language,
        )
      : {};
    const marketMsgs = Object.fromEntries(
      Object.entries(me).map(([f, r]) => [f, r ? (t as DynamicT)(r.key, r.params) : '']),
    ) as Partial<Record<MarketField, string>>;
    setErrors(e);
    setMarketErrors(marketMsgs);
    setTermsError(termsMsg);
    if (hasErrors(e) || termsMsg || Object.keys(me).length > 0) return;

    const clean = cleanValues(all, RAW_FIELDS);
    const domain = window.location.hostname;
    setBusy(true);
    try {
      // spec 8: an invalid affiliate or invitation code shows the warning and stops the registration
      for (const code of [
        clean.affiliateCode ?? values.affiliateCode,
        clean.referralCode ?? values.referralCode,
      ]) {
        const c = code?.trim();
        if (!c) continue;
        try {
          await checkAffiliate(c, domain);
        } catch {
          setWarning({ text: t('invitation_code_error'), action: 'submit' });
          return;
        }
      }
      const hc = await humanCheck.run();
      if (!hc) return;
      const body: Omit<RegisterRequest, 'loginDeviceId'> = {
        ...Object.fromEntries(Object.entries(clean).filter(([, v]) => v !== '')),
        ...(values.referralCode && !shown.includes('referralCode')
          ? { referralCode: values.referralCode.trim() }
          : {}),
        ...(values.affiliateCode && !shown.includes('affiliateCode')
          ? { affiliateCode: values.affiliateCode.trim() }
          : {}),
        ...marketBody(marketValues, market?.registration, language),
        // the one full name is also the payee name the operator's field would have asked
        ...(fullNameAsked && settings.fields.payeeName?.enabled
          ? { payeeName: marketValues.fullName.trim().replace(/\s+/g, ' ') }
          : {}),
        countryDialingCode: country?.countryDialingCode,
        domain,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
        humanCheck: hc,
      };
      const res = await register(mode, body);
      await completeLogin(res, 'register');
      onClose();
      go('/');
      bus.emit('ui:modal-requested', { name: 'afterRegister' });
    } catch (err) {
      if (settings.captcha) {
        // a checked captcha is burned on the gateway: the next try needs a new image
        setValues((s) => ({ ...s, captcha: '' }));
        captcha.reload();
      }
      if (err instanceof ApiError && err.is('register.invitation_invalid')) {
        setWarning({ text: t('invitation_code_error'), action: 'submit' });
        return;
      }
      const field = err instanceof ApiError ? err.value.field : undefined;
      const marketField = marketFieldOf(field);
      if (marketField) {
        setMarketErrors((old) => ({ ...old, [marketField]: errorText(t, err) }));
      } else if (typeof field === 'string' && shown.includes(field as RegisterFieldName)) {
        setErrors((old) => ({ ...old, [field]: errorText(t, err) }));
      } else setFormError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const renderField = (f: RegisterFieldName) => {
    const rule = settings.fields[f];
    const optional =
      rule &&
      !rule.required &&
      ![
        'username',
        'password',
        'confirmPassword',
        'mobileNum',
        'verificationCode',
        'captcha',
        'paymentPassword',
      ].includes(f);
    const label = `${t(`fields.${f}`)}${optional ? ` ${t('fields.optional')}` : ''}`;
    switch (f) {
      case 'password':
        return (
          <PasswordField
            key={f}
            label={label}
            value={value(f)}
            onChange={(e) => set(f)(e.target.value)}
            error={errors[f]}
            autoComplete="new-password"
          />
        );
      case 'confirmPassword':
        return (
          <PasswordField
            key={f}
            confirm
            label={label}
            value={value(f)}
            onChange={(e) => set(f)(e.target.value)}
            error={errors[f]}
            autoComplete="new-password"
          />
        );
      case 'paymentPassword':
        return (
          <PasswordField
            key={f}
            label={label}
            value={value(f)}
            onChange={(e) => set(f)(e.target.value)}
            error={errors[f]}
            inputMode="numeric"
            autoComplete="off"
          />
        );
      case 'mobileNum':
        return (
          <MobileField
            key={f}
            label={label}
            value={value(f)}
            onChange={set(f)}
            error={errors[f]}
            onCountry={setCountry}
            initialDialCode={settings.defaultCountryDialingCode}
          />
        );
      case 'verificationCode':
        return (
          <Field
            key={f}
            label={label}
            value={value(f)}
            onChange={(e) => set(f)(e.target.value)}
            error={errors[f]}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={255}
            className={styles.shrink}
            trailing={<SmsCodeButton sms={sms} />}
          />
        );
      case 'captcha':
        return (
          <CaptchaField key={f} captcha={captcha} value={value(f)} onChange={set(f)} error={errors[f]} />
        );
      default:
        return (
          <Field
            key={f}
            label={label}
            type={INPUT_TYPES[f] ?? 'text'}
            inputMode={NUMERIC.includes(f) ? 'numeric' : undefined}
            value={value(f)}
            onChange={(e) => set(f)(e.target.value)}
            error={errors[f]}
            autoComplete={f === 'username' ? 'username' : f === 'email' ? 'email' : 'off'}
            maxLength={rule?.maxLength && rule.maxLength > 0 ? Math.max(rule.maxLength, 1) : undefined}
          />
        );
    }
  };

  if (!usernameOn && !mobileOn) return <p className={styles.info}>{t('register.disabled')}</p>;
  return (
    <>
      {bothTabs ? (
        <Tabs<RegisterMode>
          label={t('register.tabsLabel')}
          active={mode}
          onChange={switchMode}
          items={[
            { id: 'username', label: t('register.tabUsername') },
            { id: 'mobile', label: t('register.tabMobile') },
          ]}
        />
      ) : null}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {shown.map(renderField)}
        {market ? (
          <MarketFields
            rules={market.registration}
            values={marketValues}
            errors={marketErrors}
            onChange={(patch) => {
              setMarketValues((v) => ({ ...v, ...patch }));
              setMarketErrors((old) => {
                const next = { ...old };
                for (const k of Object.keys(patch)) delete next[k as MarketField];
                return next;
              });
            }}
          />
        ) : null}
        {market?.riskMessage ? <RiskNotice /> : null}
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                setTermsError(null);
              }}
              aria-invalid={termsError ? true : undefined}
            />
            <span>
              {t('register.terms')}{' '}
              <a className={styles.link} href="/help#term" target="_blank" rel="noreferrer">
                {t('register.termsLink')}
              </a>
            </span>
          </label>
          {termsError ? (
            <p className={styles.checkError} role="alert">
              {termsError}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={busy}>
          {t('register.submit')}
        </Button>
        {socialOn ? (
          <>
            <div className={styles.divider}>{t('login.or')}</div>
            <SocialButtons
              disabled={busy}
              onSuccess={(res) =>
                void completeLogin(res, 'social').then(() => {
                  onClose();
                  go('/');
                })
              }
              onError={(e) => setFormError(errorText(t, e))}
            />
          </>
        ) : null}
        <p className={`${styles.muted} ${styles.center}`}>
          {t('register.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={onLogin}>
            {t('register.goLogin')}
          </button>
        </p>
      </form>
      {humanCheck.dialog}
      <WarningDialog
        message={warning?.text ?? null}
        action={warning?.action}
        onClose={() => setWarning(null)}
      />
    </>
  );
}

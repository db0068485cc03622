import { useState, type FormEvent } from 'react';
import { api, ENDPOINTS, type AgentProfileValue } from '@jogo/shared/api';
import { bus, useMarket } from '@jogo/shared/bus';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field } from '@jogo/shared/ui';
import { validateDownline, type DownlineForm } from '../model/downline-form';
import page from '../../../components/page/page.module.css';

/** Creates a direct downline member, or a sub-agent one level down (no rebate rate: README). */
export function RegisterForm({ profile }: { profile: AgentProfileValue }) {
  const { t } = useTranslation('agent');
  // a market that checks a bettor's identity and limits at sign-up (BR): players sign up in person through
  // the affiliate link, the agent opens sub-agent accounts only (the gateway refuses the rest anyway)
  const playersSelf = useMarket()?.registration.cpf === true;
  const empty: DownlineForm = {
    username: '',
    password: '',
    nickname: '',
    accountType: 'MEMBER',
  };
  const [f, setF] = useState<DownlineForm>(empty);
  const accountType = playersSelf ? 'AGENT' : f.accountType;
  const [errors, setErrors] = useState<Partial<Record<keyof DownlineForm, string>>>({});
  const action = useAction((body: DownlineForm) =>
    api().call(ENDPOINTS.agentRegisterDownline, {
      body: {
        username: body.username.trim(),
        password: body.password,
        nickname: body.nickname.trim() || undefined,
        accountType: body.accountType,
      },
    }),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validateDownline(f);
    setErrors(Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, t(`register.error.${v}`)])));
    if (Object.keys(errs).length) return;
    const created = await action.run({ ...f, accountType });
    if (created) {
      bus.emit('ui:toast-requested', {
        kind: 'success',
        message: t('register.done', { username: created.username }),
      });
      invalidateResource('agent:');
      setF(empty);
    }
  };
  const set = (k: keyof DownlineForm) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  return (
    <form className={page.card} onSubmit={submit} aria-labelledby="register-title" noValidate>
      <h2 className={page.cardTitle} id="register-title">
        {t('register.title')}
      </h2>
      <fieldset className={page.buttons} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={page.muted}>{t('register.accountType')}</legend>
        <label>
          <input
            type="radio"
            name="accountType"
            checked={accountType === 'MEMBER'}
            disabled={playersSelf}
            onChange={() => setF({ ...f, accountType: 'MEMBER' })}
          />{' '}
          {t('register.member')}
        </label>
        <label>
          <input
            type="radio"
            name="accountType"
            checked={accountType === 'AGENT'}
            disabled={!profile.canCreateAgent}
            onChange={() => setF({ ...f, accountType: 'AGENT' })}
          />{' '}
          {t('register.agent')}
        </label>
      </fieldset>
      {playersSelf && (
        <p className={page.muted} role="note">
          {t('register.playersSelf')}
        </p>
      )}
      <Field
        label={t('register.username')}
        value={f.username}
        onChange={set('username')}
        error={errors.username}
        autoComplete="off"
        maxLength={20}
      />
      <Field
        label={t('register.password')}
        type="password"
        value={f.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        maxLength={32}
      />
      <Field label={t('register.nickname')} value={f.nickname} onChange={set('nickname')} maxLength={32} />
      {action.error && (
        <p className={page.error} role="alert">
          {action.error.message}
        </p>
      )}
      <Button type="submit" busy={action.pending} disabled={playersSelf && !profile.canCreateAgent}>
        {t('register.submit')}
      </Button>
    </form>
  );
}

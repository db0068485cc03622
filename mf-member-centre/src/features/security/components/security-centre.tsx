import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { useAction, useResource, invalidateResource } from '@jogo/shared/data';
import { ApiError, ENDPOINTS, api } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { Button, EmptyState, Field, Skeleton, type FieldProps } from '@jogo/shared/ui';
import { RemotePage } from '@jogo/shared/federation';
import { mobilePhoneRule, usePhoneLib } from '@jogo/shared/validation';
import { useDateTime } from '../../../components/records/use-date-time';
import styles from './security-centre.module.css';
import {
  EMPTY_PROOF,
  OwnerProofFields,
  proofComplete,
  type ProofValue,
} from '../../../components/owner-proof/owner-proof';

/** securityCenter: profile, passwords, mobile and e-mail binding, login history and other sessions. */
export function SecurityCentre() {
  const { t } = useTranslation('member');
  const when = useDateTime();
  const profile = useResource('member:profile', (signal) => api().call(ENDPOINTS.memberProfile, { signal }), {
    cache: 'session',
  });
  const icon = useResource('member:icon', (signal) => api().call(ENDPOINTS.memberIcon, { signal }), {
    cache: 'session',
  });
  const p = profile.data;
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="sc-profile">
        <h2 id="sc-profile">{t('security.profile')}</h2>
        {profile.error ? (
          <EmptyState title={profile.error.message}>
            <Button variant="secondary" onClick={profile.reload}>
              {t('records.retry')}
            </Button>
          </EmptyState>
        ) : !p ? (
          // the height of the profile's four lines (13 px at 1.55, 4 px apart), so nothing moves when it comes
          <Skeleton height={93} />
        ) : (
          <div className={styles.profile}>
            {icon.data ? (
              <img src={icon.data.iconUrl} alt="" width={64} height={64} className={styles.avatar} />
            ) : icon.error ? null : (
              // its place while it loads, so the facts beside it do not move when it comes
              <Skeleton width={64} height={64} radius={32} className={styles.avatar} />
            )}
            <dl className={styles.facts}>
              <dt>{t('security.account')}</dt>
              <dd>{p.account}</dd>
              <dt>{t('security.nickname')}</dt>
              <dd>{p.nickname ?? '—'}</dd>
              <dt>{t('security.vip')}</dt>
              <dd>{p.vipName ? `${p.vipName} (${p.vipLevel})` : p.vipLevel}</dd>
              <dt>{t('security.joined')}</dt>
              <dd>{when(p.joinedAt)}</dd>
            </dl>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="sc-password">
        <h2 id="sc-password">{t('security.password')}</h2>
        <p className={styles.muted}>{t('security.passwordHint')}</p>
        <Button
          variant="secondary"
          onClick={() => bus.emit('ui:modal-requested', { name: 'changePassword' })}
        >
          {t('security.changePassword')}
        </Button>
      </section>

      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="sc-payment">
        <h2 id="sc-payment">{t('security.paymentPassword')}</h2>
        <RemotePage name="paymentPassword" host="member" />
      </section>

      <BindMobile current={p?.mobileNum ?? null} hasContact={Boolean(p?.mobileNum || p?.email)} />
      <BindEmail current={p?.email ?? null} hasContact={Boolean(p?.mobileNum || p?.email)} />
      <LoginHistory />
    </div>
  );
}

/**
 * Binds a contact (mobile or e-mail) with a code sent to it: type the new contact, send the code (resend
 * while it is valid), type the 6-digit code, prove it is the owner (password and a code to the contact on
 * file), confirm. Mobile and e-mail differ only in the field and calls.
 */
function BindWithCode({
  id,
  action,
  hasContact,
  title,
  boundTo,
  field,
  normalise,
  valid,
  submitLabel,
  boundMessage,
  sendCode,
  bindContact,
}: {
  id: string;
  action: 'mobile' | 'email';
  /** whether the account has a contact on file (the proof code goes there) */
  hasContact: boolean;
  title: string;
  /** what is bound now, as shown; null when nothing is */
  boundTo: string | null;
  field: Pick<FieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>;
  normalise: (typed: string) => string;
  valid: (contact: string) => boolean;
  submitLabel: string;
  boundMessage: string;
  sendCode: (contact: string) => Promise<{ expiredMinutes: number }>;
  bindContact: (contact: string, code: string, proof: ProofValue) => Promise<unknown>;
}) {
  const { t } = useTranslation('member');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<number | null>(null);
  const [proof, setProof] = useState<ProofValue>(EMPTY_PROOF);
  const proven = proofComplete(proof, { hasContact, password: true });
  const send = useAction(async () => {
    const r = await sendCode(contact);
    setSent(r.expiredMinutes);
  });
  const bind = useAction(async () => {
    await bindContact(contact, code, proof);
    bus.emit('ui:toast-requested', { kind: 'success', message: boundMessage });
    setSent(null);
    setCode('');
    setProof(EMPTY_PROOF);
    setContact('');
    invalidateResource('member:profile');
  });
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.muted}>
        {boundTo ? t('security.boundTo', { value: boundTo }) : t('security.notBound')}
      </p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void (sent === null ? send.run() : bind.run());
        }}
      >
        <Field
          {...field}
          value={contact}
          onChange={(e) => setContact(normalise(e.target.value))}
          error={send.error?.message}
          trailing={
            <Button
              type="button"
              size="sm"
              variant="ghost"
              busy={send.pending}
              disabled={!valid(contact)}
              onClick={() => void send.run()}
            >
              {sent === null ? t('security.sendCode') : t('security.resendCode')}
            </Button>
          }
        />
        {sent !== null ? (
          <>
            <Field
              label={t('security.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              hint={t('security.codeSent', { minutes: sent })}
              error={
                bind.error && !['currentPassword', 'proofCode'].includes(fieldOf(bind.error))
                  ? bind.error.message
                  : undefined
              }
            />
            <OwnerProofFields
              action={action}
              hasContact={hasContact}
              value={proof}
              onChange={setProof}
              error={bind.error}
            />
            <Button type="submit" busy={bind.pending} disabled={code.length !== 6 || !proven}>
              {submitLabel}
            </Button>
          </>
        ) : null}
      </form>
    </section>
  );
}

/** The field a gateway error names (`value.field`), or ''. */
const fieldOf = (e: Error) => (e instanceof ApiError ? String(e.value.field ?? '') : '');

/** A Brazilian mobile by the numbering plan (libphonenumber-js once loaded; the gateway checks again). */
const BR_MOBILE = mobilePhoneRule('55', { min: 10, max: 11 });

function BindMobile({ current, hasContact }: { current: string | null; hasContact: boolean }) {
  usePhoneLib();
  const { t } = useTranslation('member');
  return (
    <BindWithCode
      id="sc-mobile"
      action="mobile"
      hasContact={hasContact}
      title={t('security.mobile')}
      boundTo={current ? `+55 ${current}` : null}
      field={{ label: t('security.newMobile'), inputMode: 'numeric', autoComplete: 'tel-national' }}
      normalise={(typed) => typed.replace(/\D/g, '')}
      valid={(mobileNum) => mobileNum.trim() !== '' && BR_MOBILE(mobileNum.trim()) === null}
      submitLabel={current ? t('security.changeMobile') : t('security.bindMobile')}
      boundMessage="member:security.mobileBound"
      sendCode={(mobileNum) =>
        api().call(ENDPOINTS.bindMobileCode, { body: { mobileNum, countryDialingCode: '55' } })
      }
      bindContact={(mobileNum, verificationCode, proof) =>
        api().call(ENDPOINTS.bindMobile, {
          body: { mobileNum, countryDialingCode: '55', verificationCode, ...proof },
        })
      }
    />
  );
}

function BindEmail({ current, hasContact }: { current: string | null; hasContact: boolean }) {
  const { t } = useTranslation('member');
  return (
    <BindWithCode
      id="sc-email"
      action="email"
      hasContact={hasContact}
      title={t('security.email')}
      boundTo={current}
      field={{ label: t('security.newEmail'), type: 'email', autoComplete: 'email' }}
      normalise={(typed) => typed}
      valid={(email) => email.includes('@')}
      submitLabel={t('security.bindEmail')}
      boundMessage="member:security.emailBound"
      sendCode={(email) => api().call(ENDPOINTS.bindEmailCode, { body: { email } })}
      bindContact={(email, verificationCode, proof) =>
        api().call(ENDPOINTS.bindEmail, { body: { email, verificationCode, ...proof } })
      }
    />
  );
}

function LoginHistory() {
  const { t } = useTranslation('member');
  const when = useDateTime();
  const history = useResource('member:login-history', (signal) =>
    api().call(ENDPOINTS.loginHistory, { query: { pageNo: 1, pageSize: 10 }, signal }),
  );
  const signOut = useAction(async () => {
    const r = await api().call(ENDPOINTS.signOutOthers, { body: {} });
    bus.emit('ui:toast-requested', {
      kind: 'success',
      message: t('security.signedOut', { count: r.signedOut }),
    });
    history.reload();
  });
  const v = history.data;
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="sc-history">
      <div className={styles.cardHead}>
        <h2 id="sc-history">{t('security.loginHistory')}</h2>
        <Button size="sm" variant="secondary" busy={signOut.pending} onClick={() => void signOut.run()}>
          {t('security.signOutOthers')}
        </Button>
      </div>
      {history.error ? (
        <EmptyState title={history.error.message} />
      ) : !v ? (
        <Skeleton height={120} />
      ) : v.content.length === 0 ? (
        <EmptyState title={t('records.empty')} />
      ) : (
        <ul className={styles.history}>
          {v.content.map((r) => (
            <li key={r.id}>
              <span>{when(r.time)}</span>
              <span>{r.ip}</span>
              <span>{r.device}</span>
              <span className={styles.muted}>
                {r.current ? t('security.thisSession') : r.active ? t('security.activeSession') : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

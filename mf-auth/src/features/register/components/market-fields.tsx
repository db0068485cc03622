import type { LimitPeriod, MarketRegistrationRules } from '@jogo/shared/api';
import { useBalance } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Field } from '@jogo/shared/ui';
import type { MarketField, MarketValues } from '../model/market-fields';
import styles from './market-fields.module.css';

const PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/**
 * The fields a market adds to sign-up (BR: CPF, full name, birth date, a loss limit and a daily
 * time limit), shown only when `status.info.market.registration` asks for them; the gateway checks them again.
 */
export function MarketFields({
  rules,
  values,
  errors,
  onChange,
}: {
  rules: MarketRegistrationRules;
  values: MarketValues;
  errors: Partial<Record<MarketField, string>>;
  onChange: (patch: Partial<MarketValues>) => void;
}) {
  const { t } = useTranslation('auth');
  const { currencySymbol } = useBalance();
  const identity = rules.cpf || rules.fullName || rules.birthDate;
  const limits = rules.lossLimit || rules.timeLimit;
  return (
    <>
      {identity ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('protection.identity')}</legend>
          {rules.cpf ? (
            <Field
              label={t('protection.cpf')}
              hint={t('protection.cpfHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              value={values.cpf}
              onChange={(e) => onChange({ cpf: e.target.value })}
              error={errors.cpf}
            />
          ) : null}
          {rules.fullName ? (
            <Field
              label={t('protection.fullName')}
              autoComplete="name"
              maxLength={120}
              value={values.fullName}
              onChange={(e) => onChange({ fullName: e.target.value })}
              error={errors.fullName}
            />
          ) : null}
          {rules.birthDate ? (
            <Field
              label={t('protection.birthDate')}
              type="date"
              autoComplete="bday"
              value={values.birthDate}
              onChange={(e) => onChange({ birthDate: e.target.value })}
              error={errors.birthDate}
            />
          ) : null}
        </fieldset>
      ) : null}
      {limits ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('protection.limitsTitle')}</legend>
          <p className={styles.text}>{t('protection.limitsText')}</p>
          {rules.lossLimit ? (
            <div className={styles.pair}>
              <Field
                label={t('protection.lossLimit', { symbol: currencySymbol })}
                inputMode="decimal"
                autoComplete="off"
                value={values.lossLimit}
                onChange={(e) => onChange({ lossLimit: e.target.value })}
                error={errors.lossLimit}
              />
              <label className={styles.select}>
                <span>{t('protection.lossPeriod')}</span>
                <select
                  value={values.lossPeriod}
                  onChange={(e) => onChange({ lossPeriod: e.target.value as LimitPeriod })}
                >
                  {PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`protection.periods.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ) : null}
          {rules.timeLimit ? (
            <Field
              label={t('protection.timeLimit')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={values.timeLimit}
              onChange={(e) => onChange({ timeLimit: e.target.value })}
              error={errors.timeLimit}
            />
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}

/** The risks of betting, told at sign-up where the market asks (the same text as the after-login notice). */
export function RiskNotice() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.risk} role="note" aria-labelledby="register-risk">
      <strong id="register-risk">{t('risk.title')}</strong>
      <p>{t('risk.text')}</p>
    </div>
  );
}

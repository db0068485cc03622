import { useState, type FormEvent } from 'react';
import type { PlayerLimit, ProtectionState } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useAction } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { parseAmount } from '@jogo/shared/money';
import { Button, Field } from '@jogo/shared/ui';
import { cancelLimit, setLimit } from '../api/protection';
import { parseLimit, unitOf } from '../model/limits';
import { useProtectionFormat } from './use-format';
import styles from './protection.module.css';

/**
 * One limit: its value, use, what is left and when it resets; a pending raise or removal with the moment it
 * takes effect and a cancel; and a form to change it. The gateway decides what is immediate or pending.
 */
export function LimitRow({ limit, onState }: { limit: PlayerLimit; onState: (s: ProtectionState) => void }) {
  const { t } = useTranslation(['member', 'common']);
  const f = useProtectionFormat();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useAction(setLimit);
  const cancel = useAction(cancelLimit);
  const unit = unitOf(limit.kind);
  const name = `${t(`protection.limits.kinds.${limit.kind}`)} ${t(`protection.limits.periods.${limit.period}`)}`;
  const id = `limit-${limit.kind}-${limit.period}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = parseLimit(text, unit, language);
    if (value === null) {
      // an amount the parser could not read says how to write it (PT 10,555 is ambiguous)
      const read = unit === 'money' ? parseAmount(text, language) : null;
      setInvalid(
        read && !read.ok && read.reason !== 'empty'
          ? (t as DynamicT)(read.key, read.params)
          : t('protection.limits.invalid'),
      );
      return;
    }
    const s = await save.run({ kind: limit.kind, period: limit.period, value });
    if (s) {
      onState(s);
      setEditing(false);
      setText('');
    }
  };
  const remove = async () => {
    const s = await save.run({ kind: limit.kind, period: limit.period, value: null });
    if (s) {
      onState(s);
      setEditing(false);
    }
  };
  const error = save.error ?? cancel.error;
  const unitHint =
    unit === 'money'
      ? t('protection.limits.unitMoney', { symbol: f.currencySymbol })
      : unit === 'minutes'
        ? t('protection.limits.unitMinutes')
        : t('protection.limits.unitBets');

  return (
    <li className={styles.limit} aria-labelledby={`${id}-name`} data-testid={id}>
      <div className={styles.limitHead}>
        <h3 id={`${id}-name`} className={styles.limitName}>
          {name}
        </h3>
        <strong className={styles.limitValue}>
          {limit.value === null ? t('protection.limits.none') : f.value(limit.kind, limit.value)}
        </strong>
      </div>
      {limit.value !== null ? (
        <dl className={styles.usage}>
          <div>
            <dt>{t('protection.limits.used')}</dt>
            <dd>{f.value(limit.kind, limit.used)}</dd>
          </div>
          <div>
            <dt>{t('protection.limits.remaining')}</dt>
            <dd>{limit.remaining === null ? '—' : f.value(limit.kind, limit.remaining)}</dd>
          </div>
          <div>
            <dt>{t('protection.limits.resets')}</dt>
            <dd>{f.time(limit.resetsAt)}</dd>
          </div>
        </dl>
      ) : null}
      {limit.pending ? (
        <div className={styles.pending} role="status">
          <span>
            {limit.pending.value === null
              ? t('protection.limits.pendingRemoval', { time: f.time(limit.pending.effectiveAt) })
              : t('protection.limits.pending', {
                  value: f.value(limit.kind, limit.pending.value),
                  time: f.time(limit.pending.effectiveAt),
                })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            busy={cancel.pending}
            aria-label={`${t('protection.limits.cancel')}: ${name}`}
            onClick={async () => {
              const s = await cancel.run({ kind: limit.kind, period: limit.period });
              if (s) onState(s);
            }}
          >
            {t('protection.limits.cancel')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <form className={styles.limitForm} onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={`${t('protection.limits.new')}: ${name}`}
            hint={unitHint}
            inputMode={unit === 'money' ? 'decimal' : 'numeric'}
            value={text}
            autoFocus
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(null);
            }}
            error={invalid}
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" busy={save.pending}>
              {t('protection.limits.save')}
            </Button>
            {limit.value !== null ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => void remove()}
                disabled={save.pending}
              >
                {t('protection.limits.remove')}
              </Button>
            ) : null}
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('protection.limits.close')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${t('protection.limits.edit')}: ${name}`}
          onClick={() => {
            save.reset();
            setEditing(true);
          }}
        >
          {t('protection.limits.edit')}
        </Button>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
    </li>
  );
}

import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { amountInputText } from '@jogo/shared/money';
import { Field } from '@jogo/shared/ui';
import { toMinor } from '../lib/fee';
import styles from '../styles/wallet.module.css';

/**
 * The amount box with its chips. What is typed is kept as text (so `1.234,5` stays as typed); the caller
 * reads it with `parseAmount` (@jogo/shared/money) in the page's language. A chip writes its amount in the
 * language's style, which that parser reads back.
 */
export function AmountField({
  value,
  onChange,
  error,
  presets = [],
  hint,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  error?: string | null;
  presets?: number[];
  hint?: string;
  label?: string;
}) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  return (
    <div className={styles.card} style={{ padding: 0, border: 0, boxShadow: 'none', background: 'none' }}>
      {presets.length ? (
        <div className={styles.chips} role="group" aria-label={t('amount.presets')}>
          {presets.map((p) => {
            const text = amountInputText(toMinor(p), language);
            return (
              <button
                key={p}
                type="button"
                className={styles.chip}
                aria-pressed={value === text}
                onClick={() => onChange(text)}
              >
                {text}
              </button>
            );
          })}
        </div>
      ) : null}
      <Field
        label={label ?? t('amount.label')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={language === 'PT' ? '0,00' : '0.00'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        leading={
          <span aria-hidden="true" style={{ paddingLeft: 12, color: 'var(--color-text-muted)' }}>
            R$
          </span>
        }
      />
    </div>
  );
}

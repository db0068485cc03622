import { useState } from 'react';
import type { ProtectionState } from '@jogo/shared/api';
import { useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { setRealityCheck } from '../api/protection';
import { REALITY_MINUTES } from '../model/limits';
import styles from './protection.module.css';

/** The reality-check interval: 15, 30 or 60 minutes, or off. */
export function RealitySection({
  state,
  onState,
}: {
  state: ProtectionState;
  onState: (s: ProtectionState) => void;
}) {
  const { t } = useTranslation('member');
  const current = state.realityCheck.minutes;
  const [choice, setChoice] = useState<number | null>(current);
  const save = useAction(setRealityCheck);
  const options: (number | null)[] = [...REALITY_MINUTES, null];
  const label = (m: number | null) =>
    m === null ? t('protection.reality.off') : t('protection.reality.minutes', { count: m });
  return (
    <section className={styles.card} aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t('protection.reality.title')}</h2>
      <p className={styles.text}>{t('protection.reality.text')}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          {t('protection.reality.current', { value: label(current) })}
        </legend>
        {options.map((m) => (
          <label key={String(m)} className={styles.choice}>
            <input type="radio" name="reality" checked={choice === m} onChange={() => setChoice(m)} />
            <span>{label(m)}</span>
          </label>
        ))}
      </fieldset>
      <Button
        size="sm"
        busy={save.pending}
        disabled={choice === current}
        onClick={async () => {
          const s = await save.run({ minutes: choice });
          if (s) onState(s);
        }}
      >
        {t('protection.reality.save')}
      </Button>
      {save.error ? (
        <p className={styles.error} role="alert">
          {save.error.message}
        </p>
      ) : null}
    </section>
  );
}

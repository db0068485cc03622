import { useState } from 'react';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { useTimeZone } from '@jogo/shared/bus';
import { PRESETS, presetRange, rangeError, type DateRange, type Preset } from './date-range';
import styles from './records.module.css';

/**
 * Presets (today, yesterday, 7 days, 30 days: days of the site's zone) and a custom range of up to 93 days. A preset applies at
 * once; a custom range applies with its button, only when valid.
 */
export function DateFilter({
  preset,
  range,
  onChange,
}: {
  preset: Preset;
  range: DateRange;
  onChange: (preset: Preset, range: DateRange) => void;
}) {
  const { t } = useTranslation('member');
  const zone = useTimeZone();
  const [draft, setDraft] = useState(range);
  const [custom, setCustom] = useState(preset === 'custom');
  const error = rangeError(draft);
  return (
    <div className={styles.dates}>
      <div className={styles.chips} role="group" aria-label={t('filters.period')}>
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`${styles.chip} ${(p === 'custom' ? custom : !custom && preset === p) ? styles.chipOn : ''}`}
            aria-pressed={p === 'custom' ? custom : !custom && preset === p}
            onClick={() => {
              if (p === 'custom') return setCustom(true);
              setCustom(false);
              const r = presetRange(p, zone);
              setDraft(r);
              onChange(p, r);
            }}
          >
            {t(`filters.preset.${p}`)}
          </button>
        ))}
      </div>
      {custom ? (
        <form
          className={styles.custom}
          onSubmit={(e) => {
            e.preventDefault();
            if (!error) onChange('custom', draft);
          }}
        >
          <label className={styles.dateField}>
            <span>{t('filters.from')}</span>
            <input
              type="date"
              value={draft.startDate}
              onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
            />
          </label>
          <label className={styles.dateField}>
            <span>{t('filters.to')}</span>
            <input
              type="date"
              value={draft.endDate}
              onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
            />
          </label>
          <Button type="submit" disabled={error !== null}>
            {t('filters.apply')}
          </Button>
          {error ? (
            <p role="alert" className={styles.error}>
              {(t as DynamicT)(error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

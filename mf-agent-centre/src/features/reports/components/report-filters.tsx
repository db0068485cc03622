import { useState, type FormEvent } from 'react';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { validateFilters, type FilterError, type ReportFilters } from '../model/filters';
import styles from '../../../components/page/page.module.css';

export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'LOTT', 'ELOTT', 'PVP', 'SPORTS', 'ESPORTS', 'INHOUSE'];
export const TX_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
];
const LEVELS = ['1', '2', '3', '4', '5'];

/**
 * The filter bar of a report: member, level, game type (or transaction type), start and end date.
 * `onSearch` gets the filters only when they pass (at most 93 days, start before end).
 */
export function ReportFiltersForm({
  initial,
  kind,
  onSearch,
  onExport,
  exporting,
}: {
  initial: ReportFilters;
  /** the third filter: a game type for bets and loss, a transaction type for account details */
  kind: 'gameType' | 'type';
  onSearch: (f: ReportFilters) => void;
  onExport: (f: ReportFilters) => void;
  exporting: boolean;
}) {
  const { t } = useTranslation('agent');
  const [f, setF] = useState(initial);
  const [error, setError] = useState<FilterError>(null);
  const set = (k: keyof ReportFilters) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  const checked = (then: (x: ReportFilters) => void) => {
    const err = validateFilters(f);
    setError(err);
    if (!err) then({ ...f, username: f.username.trim() });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    checked(onSearch);
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('filters.label')} noValidate>
      <div className={styles.filters}>
        <label className={styles.select}>
          {t('filters.member')}
          <input
            value={f.username}
            onChange={set('username')}
            placeholder={t('filters.memberHint')}
            maxLength={32}
          />
        </label>
        <label className={styles.select}>
          {t('filters.level')}
          <select value={f.level} onChange={set('level')}>
            <option value="">{t('filters.all')}</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t('filters.levelN', { level: l })}
              </option>
            ))}
          </select>
        </label>
        {kind === 'gameType' ? (
          <label className={styles.select}>
            {t('filters.gameType')}
            <select value={f.gameType} onChange={set('gameType')}>
              <option value="">{t('filters.all')}</option>
              {GAME_TYPES.map((g) => (
                <option key={g} value={g}>
                  {(t as DynamicT)(`gameType.${g}`)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className={styles.select}>
            {t('filters.txType')}
            <select value={f.type} onChange={set('type')}>
              <option value="">{t('filters.all')}</option>
              {TX_TYPES.map((g) => (
                <option key={g} value={g}>
                  {(t as DynamicT)(`txType.${g}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.select}>
          {t('filters.startDate')}
          <input type="date" value={f.startDate} onChange={set('startDate')} />
        </label>
        <label className={styles.select}>
          {t('filters.endDate')}
          <input type="date" value={f.endDate} onChange={set('endDate')} />
        </label>
        <div className={styles.buttons}>
          <Button type="submit">{t('filters.search')}</Button>
          <Button type="button" variant="secondary" busy={exporting} onClick={() => checked(onExport)}>
            {t('filters.export')}
          </Button>
        </div>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {t(`filters.error.${error}`, { max: 93 })}
        </p>
      )}
    </form>
  );
}

import { useState } from 'react';
import { bus } from '@jogo/shared/bus';
import { useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { selfExclude } from '../api/protection';
import { EXCLUSION_MONTHS } from '../model/limits';
import { ConfirmDialog } from './confirm-dialog';
import styles from './protection.module.css';

/**
 * Self-exclusion for 1 to 12 months or indefinitely, after a confirmation; the gateway ends every session of
 * the member, and the page logs out (the shell's logout: home, guest).
 */
export function ExclusionSection() {
  const { t } = useTranslation('member');
  const [months, setMonths] = useState<string>('6');
  const [confirming, setConfirming] = useState(false);
  const exclude = useAction(selfExclude);
  const chosen = months === 'indefinite' ? null : Number(months);
  const label = (m: number | null) =>
    m === null
      ? t('protection.exclusion.indefinite')
      : m === 1
        ? t('protection.exclusion.month')
        : t('protection.exclusion.months', { count: m });
  return (
    <section className={styles.card} aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion">{t('protection.exclusion.title')}</h2>
      <p className={styles.text}>{t('protection.exclusion.text')}</p>
      <p className={styles.text}>{t('protection.exclusion.indefiniteRule')}</p>
      <label className={styles.select}>
        <span>{t('protection.exclusion.period')}</span>
        <select value={months} onChange={(e) => setMonths(e.target.value)}>
          {EXCLUSION_MONTHS.map((m) => (
            <option key={String(m)} value={m === null ? 'indefinite' : String(m)}>
              {label(m)}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          exclude.reset();
          setConfirming(true);
        }}
      >
        {t('protection.exclusion.start')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('protection.exclusion.confirmTitle', { label: label(chosen) })}
          text={t('protection.exclusion.confirmText')}
          confirm={t('protection.exclusion.confirm')}
          cancel={t('protection.exclusion.cancel')}
          busy={exclude.pending}
          error={exclude.error?.message ?? null}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const done = await exclude.run({ months: chosen, confirm: true });
            if (done) {
              setConfirming(false);
              // the gateway has ended the session already; the shell's logout clears the page and goes home
              bus.emit('auth:logout-requested', { confirm: false });
            }
          }}
        />
      ) : null}
    </section>
  );
}

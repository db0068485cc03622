import { useState } from 'react';
import type { ProtectionState } from '@jogo/shared/api';
import { useAction } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import { startPause } from '../api/protection';
import { PAUSE_DAYS } from '../model/limits';
import { ConfirmDialog } from './confirm-dialog';
import { useProtectionFormat } from './use-format';
import styles from './protection.module.css';

const DAY_MS = 86_400_000;

/** A pause (time-out) of 24 h, 7 d, 30 d or 6 weeks, after a confirmation; it cannot be shortened. */
export function PauseSection({
  state,
  onState,
}: {
  state: ProtectionState;
  onState: (s: ProtectionState) => void;
}) {
  const { t } = useTranslation('member');
  const f = useProtectionFormat();
  const [days, setDays] = useState<number>(PAUSE_DAYS[0]);
  const [confirming, setConfirming] = useState(false);
  const pause = useAction(startPause);
  const label = (t as DynamicT)(`protection.pause.options.${days}`);
  const serverNow = Date.parse(state.session.serverNow);
  const until = new Date(serverNow + days * DAY_MS).toISOString();
  return (
    <section className={styles.card} aria-labelledby="rg-pause">
      <h2 id="rg-pause">{t('protection.pause.title')}</h2>
      <p className={styles.text}>{t('protection.pause.text')}</p>
      {state.pause ? (
        <p className={styles.notice} role="status">
          {t('protection.pause.active', { time: f.time(state.pause.until) })}
        </p>
      ) : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('protection.pause.title')}</legend>
        {PAUSE_DAYS.map((d) => (
          <label key={d} className={styles.choice}>
            <input type="radio" name="pause" checked={days === d} onChange={() => setDays(d)} />
            <span>{t(`protection.pause.options.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          pause.reset();
          setConfirming(true);
        }}
      >
        {state.pause ? t('protection.pause.extend') : t('protection.pause.start')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('protection.pause.confirmTitle', { label })}
          text={t('protection.pause.confirmText', { time: f.time(until) })}
          confirm={t('protection.pause.confirm')}
          cancel={t('protection.pause.cancel')}
          busy={pause.pending}
          error={pause.error?.message ?? null}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const s = await pause.run({ days, confirm: true });
            if (s) {
              onState(s);
              setConfirming(false);
            }
          }}
        />
      ) : null}
    </section>
  );
}

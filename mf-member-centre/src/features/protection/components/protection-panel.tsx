import { useCallback } from 'react';
import type { ProtectionState } from '@jogo/shared/api';
import { bus, useMarket } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, PageSkeleton } from '@jogo/shared/ui';
import { getProtection, PROTECTION_KEY } from '../api/protection';
import { orderedLimits } from '../model/limits';
import { ExclusionSection } from './exclusion-section';
import { LimitRow } from './limit-row';
import { PauseSection } from './pause-section';
import { RealitySection } from './reality-section';
import styles from './protection.module.css';

/**
 * The "Jogo responsável" page: limits with use, reset and pending raises; the reality-check
 * interval; pause; self-exclusion; the national self-exclusion platform. Every rule is the gateway's: the
 * page shows its answers (each change answers the whole state) and states the cooling-off rule.
 */
export function ProtectionPanel() {
  const { t } = useTranslation('member');
  const market = useMarket();
  const res = useResource(PROTECTION_KEY, getProtection, { keepPrevious: false });
  const { mutate } = res;
  const onState = useCallback(
    (s: ProtectionState) => {
      mutate(s);
      bus.emit('ui:toast-requested', { kind: 'success', message: 'member:protection.saved' });
    },
    [mutate],
  );
  const state = res.data;
  const selfExclusionUrl = market?.legal?.selfExclusionUrl;

  if (!state)
    return res.error ? (
      <div className={styles.failed} role="alert">
        <p>{t('protection.loadFailed')}</p>
        <Button size="sm" onClick={res.reload}>
          {t('protection.retry')}
        </Button>
      </div>
    ) : (
      <PageSkeleton label={t('loading')} />
    );

  return (
    <div className={styles.page}>
      <p className={styles.text}>{t('protection.intro')}</p>
      <section className={styles.card} aria-labelledby="rg-limits">
        <h2 id="rg-limits">{t('protection.limits.title')}</h2>
        <p className={styles.rule}>{t('protection.rule', { hours: state.coolingOffHours })}</p>
        <ul className={styles.limits}>
          {orderedLimits(state.limits).map((l) => (
            <LimitRow key={`${l.kind}-${l.period}`} limit={l} onState={onState} />
          ))}
        </ul>
      </section>
      <div className={styles.grid}>
        <RealitySection state={state} onState={onState} />
        <PauseSection state={state} onState={onState} />
        <ExclusionSection />
        {selfExclusionUrl ? (
          <section className={styles.card} aria-labelledby="rg-national">
            <h2 id="rg-national">{t('protection.national.title')}</h2>
            <p className={styles.text}>{t('protection.national.text')}</p>
            <a className={styles.link} href={selfExclusionUrl} target="_blank" rel="noopener noreferrer">
              {t('protection.national.link')}
            </a>
          </section>
        ) : null}
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ENDPOINTS, type HumanCheckResult, type SliderChallenge } from '@jogo/shared/api';
import { Button, Dialog, Skeleton } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import { SliderPuzzle } from './slider-puzzle';
import styles from './auth.module.css';

export interface HumanCheck {
  /** opens the slider; resolves with its result, or null when the user closed it */
  run: () => Promise<HumanCheckResult | null>;
  /** the slider dialog; render it once in the form */
  dialog: ReactNode;
}

/**
 * The slider human check that runs before username logins and SMS requests (spec 5). Each challenge is single
 * use, so every run fetches a new one (GET /wps/captcha/slider).
 */
export function useHumanCheck(): HumanCheck {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [missed, setMissed] = useState(false);
  const resolver = useRef<((r: HumanCheckResult | null) => void) | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      resolver.current?.(null);
    },
    [],
  );

  const load = useCallback(() => {
    setChallenge(null);
    setFailed(false);
    api()
      .call(ENDPOINTS.sliderChallenge)
      .then((c) => alive.current && setChallenge(c))
      .catch(() => alive.current && setFailed(true));
  }, []);

  const settle = useCallback((r: HumanCheckResult | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOpen(false);
    setChallenge(null);
    resolve?.(r);
  }, []);

  const run = useCallback(() => {
    resolver.current?.(null);
    setMissed(false);
    setOpen(true);
    load();
    return new Promise<HumanCheckResult | null>((resolve) => {
      resolver.current = resolve;
    });
  }, [load]);

  const dialog = (
    <Dialog open={open} title={t('slider.title')} onClose={() => settle(null)} size="sm">
      {challenge ? (
        <SliderPuzzle
          challenge={challenge}
          missed={missed}
          onSolved={(r) => settle(r)}
          onMissed={() => {
            setMissed(true);
            load();
          }}
        />
      ) : failed ? (
        <div className={styles.form}>
          <p className={styles.formError} role="alert">
            {t('slider.failed')}
          </p>
          <Button onClick={load}>{tc('actions.retry')}</Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label={t('slider.loading')}>
          <Skeleton height={160} />
          <div style={{ height: 12 }} />
          <Skeleton height={44} />
        </div>
      )}
    </Dialog>
  );

  return { run, dialog };
}

import { useCallback, useRef, useState } from 'react';
import { api, ENDPOINTS } from '@jogo/shared/api';

/** Spec 5/9: a captcha change less than 1 s after the last one is ignored. */
export const CAPTCHA_MIN_INTERVAL_MS = 1000;

export interface CaptchaState {
  /** data URL of the PNG, null until loaded */
  src: string | null;
  loading: boolean;
  failed: boolean;
  /** load a new image; ignored within 1 s of the last load */
  reload: () => void;
}

/** Loads the captcha image (GET /wps/captcha, base64 PNG). The newest image is the one the gateway checks. */
export function useCaptcha(): CaptchaState {
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const seq = useRef(0);

  const reload = useCallback(() => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_MIN_INTERVAL_MS) return;
    last.current = now;
    const mine = ++seq.current;
    setLoading(true);
    setFailed(false);
    api()
      .call(ENDPOINTS.captcha)
      .then((png) => {
        if (mine === seq.current) setSrc(`data:image/png;base64,${png}`);
      })
      .catch(() => {
        if (mine === seq.current) setFailed(true);
      })
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, []);

  return { src, loading, failed, reload };
}

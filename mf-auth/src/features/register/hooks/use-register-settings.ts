import { useCallback, useEffect, useState } from 'react';
import type { RegisterSettings } from '@jogo/shared/api';
import { useSettings } from '@jogo/shared/bus';
import { getRegisterSettings } from '../api/register';

/** Spec 7: the register settings are cached in the session. */
export const REGISTER_SETTINGS_KEY = 'jogo.registerSettings';

function cached(): RegisterSettings | null {
  try {
    const raw = sessionStorage.getItem(REGISTER_SETTINGS_KEY);
    return raw ? (JSON.parse(raw) as RegisterSettings) : null;
  } catch {
    return null;
  }
}

const looksLikeSettings = (v: unknown): v is RegisterSettings =>
  typeof v === 'object' && v !== null && 'fields' in v && 'types' in v;

/**
 * The registration rules: the status answer already carries them (`info.register`, fresh at every boot); without
 * it the session cache, then GET /wps/system/setting/register.
 */
export function useRegisterSettings(): {
  settings: RegisterSettings | null;
  failed: boolean;
  retry: () => void;
} {
  const { info } = useSettings();
  const fromStatus = looksLikeSettings(info?.register) ? info.register : null;
  const [loaded, setLoaded] = useState<RegisterSettings | null>(() => (fromStatus ? null : cached()));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fromStatus || loaded) return;
    let alive = true;
    setFailed(false);
    getRegisterSettings()
      .then((s) => {
        try {
          sessionStorage.setItem(REGISTER_SETTINGS_KEY, JSON.stringify(s));
        } catch {
          /* storage full or blocked: the next open fetches again */
        }
        if (alive) setLoaded(s);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [fromStatus, loaded, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { settings: fromStatus ?? loaded, failed, retry };
}

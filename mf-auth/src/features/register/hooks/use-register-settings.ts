import type { RegisterSettings } from '@jogo/shared/api';
import { useSettings } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getRegisterSettings } from '../api/register';

const looksLikeSettings = (v: unknown): v is RegisterSettings =>
  typeof v === 'object' && v !== null && 'fields' in v && 'types' in v;

/**
 * The registration rules: the status answer already carries them (`info.register`, fresh at every boot); without
 * it GET /wps/system/setting/register, cached for the browser session (spec 7).
 */
export function useRegisterSettings(): {
  settings: RegisterSettings | null;
  failed: boolean;
  retry: () => void;
} {
  const { info } = useSettings();
  const fromStatus = looksLikeSettings(info?.register) ? info.register : null;
  const loaded = useResource(fromStatus ? null : 'auth/register-settings', () => getRegisterSettings(), {
    cache: 'session',
    persist: true,
    revalidate: false,
  });
  return { settings: fromStatus ?? loaded.data ?? null, failed: loaded.error !== null, retry: loaded.reload };
}

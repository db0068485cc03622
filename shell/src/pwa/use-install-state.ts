import { useSyncExternalStore } from 'react';
import { installState, onInstallStateChange, type InstallState } from './install-prompt';

/** @returns whether the site can be installed now, is installed, or the browser made no install offer */
export function useInstallState(): InstallState {
  return useSyncExternalStore(onInstallStateChange, installState, () => 'unavailable');
}

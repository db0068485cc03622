import { useEffect, useState } from 'react';
import { loadPhoneLib, phoneLibLoaded } from './phone';

/**
 * Loads the phone-number library from a form that has a phone field (its own chunk, never on pages
 * without one) and re-renders once it is there, so `mobilePhoneRule` then checks area codes and mobiles.
 * @returns whether the library is loaded
 */
export function usePhoneLib(): boolean {
  const [ready, setReady] = useState(() => phoneLibLoaded() !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPhoneLib().then(
      () => live && setReady(true),
      () => undefined, // offline: the length check stays, the gateway decides
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

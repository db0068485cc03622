import { useEffect, useState } from 'react';
import { serverNow } from './protection-runtime';

/**
 * The ms elapsed since `startedAt` (ISO), ticking once a second with a timer (the gateway's clock, as far as
 * its last answer tells); null without a start.
 */
export function useElapsed(startedAt: string | null | undefined): number | null {
  const start = startedAt ? Date.parse(startedAt) : NaN;
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (Number.isNaN(start)) return;
    setNow(serverNow());
    const id = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(id);
  }, [start]);
  return Number.isNaN(start) ? null : now - start;
}

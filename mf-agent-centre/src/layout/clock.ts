import { useEffect, useState } from 'react';
import { localDateTime, offsetText } from '@jogo/shared/time';

/** `GMT-03:00`, `GMT+05:30`: the offset of the site's time zone at `t` (the centre's days are of that zone). */
export function gmtOffset(t: number, zone: string): string {
  return `GMT${offsetText(t, zone)}`;
}

/** `2026-11-23 10:31:05` on the site's clock. */
export function formatClock(t: number, zone: string): string {
  return localDateTime(t, zone);
}

/** The current time, ticking every second (spec 9: the header clock ticks every second). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

import { localDateTime } from '@jogo/shared/time';
import { timeCell } from './csv';

describe('timeCell', () => {
  it('writes the local time of the calendar (@jogo/shared/time) from its cached offsets, across offset changes', () => {
    // zones with summer time, half and three-quarter hour offsets, and a 30-minute summer shift
    const zones = [
      'America/Sao_Paulo',
      'Europe/Lisbon',
      'America/New_York',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'Australia/Lord_Howe',
    ];
    const t0 = Date.parse('2018-01-01T00:00:00Z');
    const differ: string[] = [];
    for (const zone of zones)
      for (let i = 0; i < 4_000; i++) {
        // about 17.5 hours apart, no whole number of minutes: every offset change of 9 years is passed near by
        const t = t0 + i * 63_000_017 + (i % 900) * 1_000;
        const want = localDateTime(t, zone);
        if (timeCell(t, zone) !== want || timeCell(new Date(t).toISOString(), zone) !== want)
          differ.push(`${zone} ${t}`);
      }
    expect(differ).toEqual([]);
  });
});

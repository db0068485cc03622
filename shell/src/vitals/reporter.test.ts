import { createReporter, FLUSH_AT, MAX_ERRORS, VITALS_URL, type Place } from './reporter';

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (b: Blob) =>
  new Promise<string>((ok) =>
    Object.assign(new FileReader(), {
      onload: (e: ProgressEvent<FileReader>) => ok(String(e.target!.result)),
    }).readAsText(b),
  );

const PLACES: Record<string, Place> = {
  '/': { route: '/', remote: 'mf_lobby', release: '0.1.0-aaaaaaaaaa' },
  '/promotions': { route: '/promotions', remote: 'mf_promotions', release: '0.1.0-bbbbbbbbbb' },
};
const locate = (pathname: string) =>
  PLACES[pathname.split('?')[0]!.replace(/\/\d+$/, '')] ?? {
    route: '/other',
    remote: 'shell',
    release: 'none',
  };

/** A fake sendBeacon: keeps each body's entries. */
function fakeBeacon() {
  const sent: { url: string; type: string; entries: Record<string, unknown>[] }[] = [];
  const pending: Promise<void>[] = [];
  const send = (url: string, body: Blob) => {
    pending.push(
      textOf(body).then((t) => {
        sent.push({ url, type: body.type, entries: JSON.parse(t) as Record<string, unknown>[] });
      }),
    );
    return true;
  };
  return { send, sent, settled: () => Promise.all(pending) };
}

describe('vitals reporter', () => {
  it('sends loads, vitals and errors with the route pattern, its remote and release, in one beacon', async () => {
    const beacon = fakeBeacon();
    const r = createReporter({ send: beacon.send, locate, now: () => 42 });
    r.route('/');
    r.route('/'); // the same route again: no second load
    r.vital('LCP', 1234);
    r.route('/promotions/7');
    r.error();
    r.vital('INP', 96);
    expect(beacon.sent).toHaveLength(0); // nothing leaves until the page is hidden
    r.flush();
    r.flush(); // nothing more to send
    await beacon.settled();
    expect(beacon.sent).toHaveLength(1);
    expect(beacon.sent[0]!.url).toBe(VITALS_URL);
    expect(beacon.sent[0]!.type).toBe('application/json');
    const lobby = { route: '/', remote: 'mf_lobby', release: '0.1.0-aaaaaaaaaa', at: 42 };
    const promos = { route: '/promotions', remote: 'mf_promotions', release: '0.1.0-bbbbbbbbbb', at: 42 };
    expect(beacon.sent[0]!.entries).toEqual([
      { ...lobby, metric: 'load', value: 1 },
      { ...lobby, metric: 'LCP', value: 1234 },
      { ...promos, metric: 'load', value: 1 },
      { ...promos, metric: 'error', value: 1 },
      { ...promos, metric: 'INP', value: 96 },
    ]);
    // the raw path (an id, a query) never leaves the page
    expect(JSON.stringify(beacon.sent)).not.toContain('/promotions/7');
  });

  it('sends a full queue at once, counts at most MAX_ERRORS errors and places an early error by its path', async () => {
    const beacon = fakeBeacon();
    const r = createReporter({ send: beacon.send, locate });
    r.error('/promotions'); // before the first route: placed by its own path
    r.route('/');
    for (let i = 0; i < 30; i++) r.error();
    await beacon.settled();
    const all = () => beacon.sent.flatMap((b) => b.entries);
    expect(beacon.sent).toHaveLength(0);
    for (let i = 0; i < FLUSH_AT; i++) r.vital('CLS', 0.01);
    await beacon.settled();
    expect(beacon.sent).toHaveLength(1);
    expect(beacon.sent[0]!.entries).toHaveLength(FLUSH_AT);
    r.flush();
    await beacon.settled();
    expect(all().filter((e) => e.metric === 'error')).toHaveLength(MAX_ERRORS);
    expect(all()[0]).toMatchObject({ remote: 'mf_promotions', metric: 'error' });
    expect(all().every((e) => Object.keys(e).length === 6)).toBe(true);
  });
});

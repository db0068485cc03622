// A canary decides by itself (canary.cjs): which browsers run it, and when its vitals roll it back.
interface Summary {
  remote: string;
  release: string;
  loads: number;
  errors: number;
  errorRate: number;
  p75LcpMs: number | null;
  p75InpMs: number | null;
}
type Margin = { ratio: number } | { ms: number };
interface Rules {
  loads: number;
  errorMargin: number;
  lcpMargin: Margin;
  inpMargin: Margin;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const canary = require('../build/canary.cjs') as {
  DEFAULT_RULES: Rules;
  parseShare: (s: string) => number;
  parseRules: (g: Record<string, string>) => Rules;
  canaryBucket: (browser: string, name: string, release: string) => number;
  releaseForBrowser: (
    p: { current: string; canary?: { release: string; share: number } },
    name: string,
    browser: string | null,
  ) => string;
  canaryVerdict: (
    c: Summary,
    cur: Summary,
    r: Rules,
  ) => { decision: 'wait' | 'rollback' | 'healthy'; reasons: string[] };
};

const summary = (over: Partial<Summary>): Summary => ({
  remote: 'mf_lobby',
  release: '0.1.0-aaaaaaaaaa',
  loads: 400,
  errors: 4,
  errorRate: 0.01,
  p75LcpMs: 1500,
  p75InpMs: 120,
  ...over,
});
const RULES = canary.DEFAULT_RULES;

describe('canary verdict', () => {
  it('waits until both sides have the set number of page loads', () => {
    const v = canary.canaryVerdict(summary({ loads: 199, errorRate: 1 }), summary({}), RULES);
    expect(v.decision).toBe('wait');
    expect(v.reasons[0]).toContain('canary 199, current 400');
    expect(canary.canaryVerdict(summary({}), summary({ loads: 10 }), RULES).decision).toBe('wait');
  });

  it('rolls back on an error rate above the current one by more than the margin, saying why', () => {
    const v = canary.canaryVerdict(summary({ errorRate: 0.5, errors: 200 }), summary({}), RULES);
    expect(v.decision).toBe('rollback');
    expect(v.reasons).toEqual([
      'error rate 50.0% against 1.0% (margin 2.0% points), over 400 and 400 page loads',
    ]);
    // within the margin: healthy
    expect(canary.canaryVerdict(summary({ errorRate: 0.029 }), summary({}), RULES).decision).toBe('healthy');
  });

  it('rolls back on p75 LCP or INP worse by more than a relative or absolute margin', () => {
    expect(canary.canaryVerdict(summary({ p75LcpMs: 1801 }), summary({}), RULES).reasons[0]).toMatch(
      /^p75 LCP 1801 ms against 1500 ms \(margin 20%\)/,
    );
    expect(canary.canaryVerdict(summary({ p75LcpMs: 1800 }), summary({}), RULES).decision).toBe('healthy');
    const ms = canary.parseRules({ inpMargin: '50ms' });
    expect(canary.canaryVerdict(summary({ p75InpMs: 171 }), summary({}), ms).reasons[0]).toMatch(
      /^p75 INP 171 ms against 120 ms \(margin 50 ms\)/,
    );
    expect(canary.canaryVerdict(summary({ p75InpMs: 170 }), summary({}), ms).decision).toBe('healthy');
    // no measurement on one side: not a reason
    expect(canary.canaryVerdict(summary({ p75LcpMs: null }), summary({}), RULES).decision).toBe('healthy');
  });

  it('reads the rules and shares a team gives', () => {
    expect(canary.parseShare('10%')).toBe(10);
    expect(canary.parseShare('0.5')).toBe(0.5);
    for (const bad of ['0%', '100%', 'ten', '-5%']) expect(() => canary.parseShare(bad)).toThrow();
    expect(
      canary.parseRules({ loads: '4', errorMargin: '20%', lcpMargin: '300ms', inpMargin: '10%' }),
    ).toEqual({ loads: 4, errorMargin: 0.2, lcpMargin: { ms: 300 }, inpMargin: { ratio: 0.1 } });
    expect(() => canary.parseRules({ loads: '0' })).toThrow(/whole number/);
    expect(() => canary.parseRules({ lcpMargin: 'slow' })).toThrow(/300ms/);
  });
});

describe('which browsers run the canary', () => {
  const ids = Array.from({ length: 4000 }, (_, i) => `browser-${i.toString(36).padStart(6, '0')}`);
  const pointer = { current: '0.1.0-aaaaaaaaaa', canary: { release: '0.1.0-bbbbbbbbbb', share: 10 } };

  it('gives about the share of browsers the canary, each one always the same', () => {
    const on = ids.filter((id) => canary.releaseForBrowser(pointer, 'mf_lobby', id) === '0.1.0-bbbbbbbbbb');
    expect(on.length / ids.length).toBeGreaterThan(0.08);
    expect(on.length / ids.length).toBeLessThan(0.12);
    for (const id of ids.slice(0, 200))
      expect(canary.releaseForBrowser(pointer, 'mf_lobby', id)).toBe(
        canary.releaseForBrowser(pointer, 'mf_lobby', id),
      );
  });

  it('picks another share for another canary; no id or no canary: the current release', () => {
    const other = { ...pointer, canary: { release: '0.1.0-cccccccccc', share: 10 } };
    const on = (p: typeof pointer) =>
      new Set(ids.filter((id) => canary.releaseForBrowser(p, 'mf_lobby', id) !== p.current));
    const a = on(pointer);
    const both = [...on(other)].filter((id) => a.has(id));
    expect(both.length).toBeLessThan(a.size / 3);
    expect(canary.releaseForBrowser(pointer, 'mf_lobby', null)).toBe(pointer.current);
    expect(canary.releaseForBrowser({ current: 'dist' }, 'mf_lobby', 'x')).toBe('dist');
    const b = canary.canaryBucket('browser-1', 'mf_lobby', '0.1.0-bbbbbbbbbb');
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(100);
  });
});

import { ERROR_CODES, SERVER_TEXTS, isErrorCode, textOf } from './errors';

/** a text's parameters; a language's own form of one (`limit_PT`, `maxPt`) counts as the parameter */
const params = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1].replace(/_?(PT|EN|Pt|En)$/, '')).sort();

describe('the error list', () => {
  it.each(Object.entries(ERROR_CODES))('%s has a failure status and the same text in PT and EN', (_c, e) => {
    expect(e.status).toBeGreaterThanOrEqual(400);
    expect(e.status).toBeLessThan(600);
    expect(e.PT.trim()).not.toBe('');
    expect(e.EN.trim()).not.toBe('');
    expect(params(e.PT)).toEqual(params(e.EN));
  });

  it('holds dev-proxy codes and server texts, and fills parameters', () => {
    expect(isErrorCode('proxy.gateway_timeout')).toBe(true);
    expect(ERROR_CODES['proxy.gateway_timeout'].status).toBe(504);
    expect(isErrorCode('no.such_code')).toBe(false);
    expect(textOf(ERROR_CODES['request.invalid'], 'EN', { detail: 'x' })).toBe('Invalid input: x');
    for (const t of Object.values(SERVER_TEXTS)) expect(params(t.PT)).toEqual(params(t.EN));
  });
});

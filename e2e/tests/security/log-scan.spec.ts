import { test, expect } from '@playwright/test';
import { isCpf, scanLog } from '../../fixtures/log-scan';

/**
 * The scan the global teardown runs over the gateway's log (fixtures/log-scan.ts): each kind of secret planted in a
 * log line is caught, and the lines the gateway really writes (request ids, times, redacted values) are not.
 * No browser: the scanner alone.
 */

const line = (o: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1796231301743, pid: 4242, ...o });
const request = (url: string) =>
  line({
    reqId: '8f6f7f0e-9c1a-4a4b-9d55-0d1e2f3a4b5c',
    req: { method: 'POST', url, remoteAddress: '127.0.0.1' },
  });

test.describe('gateway log scan', () => {
  test('finds nothing in what the gateway logs', () => {
    const log = [
      request('/wps/session/login'),
      request('/wps/wallet/stream?ticket=[redacted]'),
      line({
        reqId: 'lb-trace.0001',
        res: { statusCode: 200 },
        responseTime: 12.5,
        msg: 'request completed',
      }),
      line({ msg: 'stopping', err: { message: 'phone [number …21] refused', code: '[redacted]' } }),
      line({
        req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
        password: '[redacted]',
      }),
      line({ msg: 'order D20261202171234 confirmed', at: '2026-12-02T17:12:10.065Z' }),
      line({ err: { stack: 'Error: x\n    at /work/node_modules/@fastify/rate-limit/index.js:395:9' } }),
      'demo world: seeded 12 days ago (2026-11-20)',
    ].join('\n');
    expect(scanLog(log, ['Jogo@2026'])).toEqual([]);
  });

  test('catches each kind of secret planted in a line, and masks it in the report', () => {
    const planted: [string, string][] = [
      [line({ req: { body: { password: 'hunter2-secret' } } }), '"password" in clear'],
      [line({ msg: 'login of demo_player with Jogo@2026' }), 'a known password'],
      [line({ authorization: 'c0ffee' }), '"authorization" in clear'],
      [request(`/wps/member/info?token=${'ab12'.repeat(16)}`), 'a session token'],
      [line({ msg: `Bearer ${'9f'.repeat(20)}` }), 'a Bearer token'],
      [line({ msg: 'cpf 529.982.247-25 on file' }), 'a CPF'],
      [line({ msg: 'document 52998224725 checked' }), 'a CPF'],
      [line({ pixKey: 'player@jogo.example' }), '"pixKey" in clear'],
      [line({ msg: 'pix to player@jogo.example' }), 'an e-mail address'],
      [line({ msg: 'sms to +55 11 98765-4321' }), 'a phone number'],
      [line({ err: { message: 'mobile 11987654321 taken' } }), 'a phone number'],
      [line({ mobileNum: 11987654321 }), '"mobileNum" in clear'],
      ['plain text with 529.982.247-25', 'a CPF'],
    ];
    for (const [text, what] of planted) {
      const leaks = scanLog(`${request('/wps/x')}\n${text}`, ['Jogo@2026']);
      expect({ text, kinds: leaks.map((l) => l.what) }).toEqual({ text, kinds: [what] });
      expect(leaks[0]!.line).toBe(2);
      expect(leaks[0]!.excerpt).not.toMatch(/hunter2|Jogo@2026|529\.982|52998224725|98765|player@jogo/);
    }
  });

  test('a client address is no phone number, a phone number written with dots still is', () => {
    const line = (remoteAddress: string) =>
      JSON.stringify({ level: 30, reqId: 'r1', req: { url: '/wps/member/info', remoteAddress } });
    expect(scanLog([line('203.0.113.123'), line('::ffff:127.0.0.1')].join('\n'))).toEqual([]);
    expect(scanLog(line('11.95772.4175')).map((l) => l.what)).toEqual(['a phone number']);
  });

  test('tells a CPF by its check digits', () => {
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('52998224726')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
  });
});

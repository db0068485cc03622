import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fixClock } from '../../../src/domain/site/clock';
import { build, HEADERS } from '../../helper';
import { get, lastCode, randomIp, setFlags, solveSlider } from '../../support/identity';

/** Reads width and height from a PNG's IHDR and inflates its data, proving the file is well-formed. */
function readPng(b64: string): { width: number; height: number } {
  const buf = Buffer.from(b64, 'base64');
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  const idatLen = buf.readUInt32BE(33);
  expect(buf.subarray(37, 41).toString()).toBe('IDAT');
  const raw = zlib.inflateSync(buf.subarray(41, 41 + idatLen));
  expect(raw.length).toBe((width * 3 + 1) * height);
  return { width, height };
}

describe('verification', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  const noLogin = async (mobileNum: string, ip = randomIp(), more: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { ...HEADERS, 'x-forwarded-for': ip },
      payload: { mobileNum, countryDialingCode: '55', humanCheck: await solveSlider(app), ...more },
    });

  it('GET /wps/captcha answers a real PNG and keeps only a hash of the answer', async () => {
    const res = await get(app, '/wps/captcha');
    expect(res.json().success).toBe(true);
    expect(readPng(res.json().value)).toEqual({ width: 120, height: 40 });
    const answer = (await get(app, '/__dev/captcha')).json().value.answer;
    expect(answer).toMatch(/^\d{4}$/);
    const row = (await app.db.get('SELECT answer_hash FROM captcha ORDER BY id DESC LIMIT 1')) as {
      answer_hash: string;
    };
    expect(row.answer_hash).not.toContain(answer);
  });

  it('GET /wps/captcha is refused when CAPTCHA3 is off', async () => {
    await setFlags(app, { CAPTCHA3: false });
    expect((await get(app, '/wps/captcha')).json().errorCode).toBe('module.disabled');
  });

  it('GET /wps/captcha/slider gives a challenge with background and piece PNGs; refuses without Merchant', async () => {
    const v = (await get(app, '/wps/captcha/slider')).json().value;
    expect(readPng(v.backgroundImage)).toEqual({ width: v.width, height: v.height });
    expect(readPng(v.pieceImage)).toEqual({ width: v.pieceSize, height: v.pieceSize });
    expect(v.targetX).toBeGreaterThan(0);
    expect(v.challengeId).toMatch(/^[0-9a-f]{32}$/);
    expect((await app.inject({ method: 'GET', url: '/wps/captcha/slider' })).statusCode).toBe(400);
  });

  describe('POST /wps/verification/sms/noLogin', () => {
    it('sends a code to a member number, stored hashed, and answers expiredMinutes', async () => {
      const res = await noLogin('11987650002');
      expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
      const code = await lastCode(app, '+5511987650002');
      expect(code).toMatch(/^\d{6}$/);
      const row = (await app.db.get(
        'SELECT code_hash, expires_at - created_at AS ttl FROM verification_code',
      )) as {
        code_hash: string;
        ttl: number;
      };
      expect(row.code_hash).not.toContain(code);
      expect(row.ttl).toBe(60_000);
    });

    it('allows one request per second per client IP (429 TOO_MANY_REQUESTS)', async () => {
      // the site's clock, fixed: the two calls are 0 ms apart however long the machine takes between them
      let now = Date.UTC(2026, 10, 26, 15);
      fixClock(app.db, () => now);
      const ip = randomIp();
      expect((await noLogin('11987650002', ip)).statusCode).toBe(200);
      now += 999;
      const second = await noLogin('11987650001', ip);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({
        errorCode: 'TOO_MANY_REQUESTS',
        message: 'Too many requests, please retry after 5 minutes',
      });
      // a second after the first, the client may ask again
      now += 1;
      expect((await noLogin('11987650001', ip)).statusCode).toBe(200);
    });

    it('allows one code per number per 60 s x expiredMinutes, with the 5-minute hint', async () => {
      expect((await noLogin('11987650002')).statusCode).toBe(200);
      const again = await noLogin('11987650002');
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterMinutes: 5 } });
      await app.db.run('UPDATE verification_code SET created_at = created_at - 61000');
      expect((await noLogin('11987650002')).statusCode).toBe(200);
    });

    it('refuses bad numbers, unknown numbers, a missing or failed slider', async () => {
      expect((await noLogin('12ab')).json().errorCode).toBe('verification.mobile_invalid');
      expect((await noLogin('123')).json().errorCode).toBe('verification.mobile_invalid');
      expect((await noLogin('11987650002', randomIp(), { countryDialingCode: '999' })).json().errorCode).toBe(
        'verification.country_unsupported',
      );
      // an unknown number answers like a known one, and nothing is sent
      const unknown = await noLogin('11900000000');
      expect(unknown.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
      await expect(lastCode(app, '+5511900000000')).rejects.toThrow('no outbox message');
      const noCheck = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: HEADERS,
        payload: { mobileNum: '11987650002' },
      });
      expect(noCheck.json().errorCode).toBe('request.invalid');
      const badCheck = await noLogin('11987650002', randomIp(), { humanCheck: await solveSlider(app, 50) });
      expect(badCheck.json().errorCode).toBe('humancheck.failed');
    });

    it('is refused when VERIFICATION3 is off', async () => {
      await setFlags(app, { VERIFICATION3: false });
      expect((await noLogin('11987650002')).statusCode).toBe(403);
    });
  });

  describe('POST /wps/verification/sms/register', () => {
    it('sends a code to a free number and refuses REGMOBVERF3 off', async () => {
      const send = async () =>
        app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          headers: { ...HEADERS, 'x-forwarded-for': randomIp() },
          payload: { mobileNo: '31999990000', regType: 'registerMobile', humanCheck: await solveSlider(app) },
        });
      expect((await send()).json().value).toEqual({ expiredMinutes: 1 });
      expect(await lastCode(app, '+5531999990000')).toMatch(/^\d{6}$/);
      await setFlags(app, { REGMOBVERF3: false });
      expect((await send()).json().errorCode).toBe('module.disabled');
    });
  });
});

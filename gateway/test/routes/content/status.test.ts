import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';

describe('GET /wps/system/status', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('answers status 0 with the flag tree in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: HEADERS });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
    const ids = JSON.stringify(body.value.info.whitelabel);
    expect(ids).toContain('FREEPLAY3');
    expect(body.value.info.customerService.length).toBeGreaterThan(0);
  });

  it('reads maintenance with its end time from the database', async () => {
    await app.inject({
      method: 'POST',
      url: '/__dev/status',
      payload: { status: 1, endTime: '2026-12-01T10:00:00Z' },
    });
    const body = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: HEADERS })).json();
    expect(body.value.status).toBe(1);
    expect(body.value.endTime).toBe('2026-12-01T10:00:00Z');
  });

  it('gives the visitor IP when region restricted', async () => {
    await app.inject({ method: 'POST', url: '/__dev/status', payload: { status: 2 } });
    const body = (await app.inject({ method: 'GET', url: '/wps/system/status', headers: HEADERS })).json();
    expect(body.value.status).toBe(2);
    expect(body.value.ip).toBe('127.0.0.1');
  });

  it('refuses a call without a Merchant header in the request language', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'merchant.required',
      message: 'Missing Merchant header',
    });
  });

  it('refuses a bad dev status with 400, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/__dev/status', payload: { status: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
  });
});

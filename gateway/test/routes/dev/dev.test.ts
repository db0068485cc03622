import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { build, HEADERS } from '../../helper';
import { smsLoginCode } from '../../support/identity';

describe('dev controls', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /__dev/outbox lists messages newest first with their codes', async () => {
    await smsLoginCode(app, '11987650002');
    await smsLoginCode(app, '11987650001');
    const list = (await app.inject({ method: 'GET', url: '/__dev/outbox', headers: HEADERS })).json().value
      .list;
    expect(list.map((m: { recipient: string }) => m.recipient)).toEqual(['+5511987650001', '+5511987650002']);
    expect(list[0].code).toMatch(/^\d{6}$/);
    expect((await app.inject({ method: 'GET', url: '/__dev/outbox?channel=fax' })).statusCode).toBe(400);
  });

  it('GET /__dev/captcha answers the newest captcha, 404 before any', async () => {
    expect((await app.inject({ method: 'GET', url: '/__dev/captcha' })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/wps/captcha', headers: HEADERS });
    expect((await app.inject({ method: 'GET', url: '/__dev/captcha' })).json().value.answer).toMatch(
      /^\d{4}$/,
    );
  });

  it('does not exist in production mode, where captcha answers are not kept', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-prod-'));
    const prod = await buildApp({ dbFile: path.join(dir, 'p.db'), mode: 'production' });
    try {
      for (const url of ['/__dev/outbox', '/__dev/captcha'])
        expect((await prod.inject({ method: 'GET', url })).statusCode).toBe(404);
      await prod.inject({ method: 'GET', url: '/wps/captcha', headers: HEADERS });
      expect(prod.db.prepare('SELECT answer_dev FROM captcha').get()).toEqual({ answer_dev: null });
    } finally {
      await prod.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

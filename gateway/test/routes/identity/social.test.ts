import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { build } from '../../helper';
import { get, injectEncrypted, setFlags } from '../../support/identity';

describe('POST /wps/session/login/social', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the specification's market (OPEN): these tests exercise what BR forbids
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  const body = {
    provider: 'google',
    idToken: 'dev.google.abc',
    email: 'dev-ana@jogo.example',
    displayName: 'Ana',
  };

  it('creates a member on the first sign-in and logs the same member in again', async () => {
    const first = await injectEncrypted(app, 'POST', '/wps/session/login/social', body);
    expect(first.statusCode).toBe(200);
    const v = first.json().value;
    expect(v).toMatchObject({ firstTimeLogin: true, passwordExpired: false, isAgent: false, isTrial: false });
    const info = (await get(app, '/wps/member/info', v.token)).json().value;
    expect(info.nickname).toBe('Ana');

    const second = await injectEncrypted(
      app,
      'POST',
      '/wps/session/login/social',
      { ...body, idToken: 'dev.google.xyz' },
      {
        // another client: one social sign-in per second per client
        headers: { 'x-forwarded-for': '10.0.0.9' },
      },
    );
    const again = (await get(app, '/wps/member/info', second.json().value.token)).json().value;
    expect(again.id).toBe(info.id);
  });

  it('refuses a token the verifier does not accept', async () => {
    const res = await injectEncrypted(app, 'POST', '/wps/session/login/social', {
      ...body,
      idToken: 'forged',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('social.token_invalid');
  });

  it('refuses a plaintext body and an unknown provider', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/session/login/social',
      headers: { merchant: 'jogo' },
      payload: body,
    });
    expect(plain.statusCode).toBe(400);
    const bad = await injectEncrypted(app, 'POST', '/wps/session/login/social', {
      ...body,
      provider: 'myspace',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is off when SOCIALLOGIN3 is off', async () => {
    await setFlags(app, { SOCIALLOGIN3: false });
    const res = await injectEncrypted(app, 'POST', '/wps/session/login/social', body);
    expect(res.statusCode).toBe(403);
  });

  it('answers function not enabled in production, where no provider can be verified', async () => {
    const prod = await buildApp({ dbFile: ':memory:', mode: 'production', logger: false });
    try {
      const res = await injectEncrypted(prod, 'POST', '/wps/session/login/social', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('module.disabled');
    } finally {
      await prod.close();
    }
  });
});

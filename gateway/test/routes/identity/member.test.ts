import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { get, login } from '../../support/identity';

describe('member', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /wps/member/info answers the member and session flags', async () => {
    const { token } = await login(app, 'demo_agent');
    const v = (await get(app, '/wps/member/info', token)).json().value;
    expect(v).toMatchObject({
      account: 'demo_agent',
      nickname: 'Agente Demo',
      type: 1,
      isAgent: true,
      isTrial: false,
      currencySymbol: 'R$',
      firstTimeLogin: false,
      language: 'PT',
      mobileNum: '11987650001',
      countryDialingCode: '55',
    });
    expect(typeof v.id).toBe('number');
    expect(v.referralCode).toMatch(/^R\d{6}$/);
  });

  it('GET /wps/member/info refuses a missing or forged token', async () => {
    expect((await get(app, '/wps/member/info')).statusCode).toBe(401);
    expect((await get(app, '/wps/member/info', 'f'.repeat(64))).json().errorCode).toBe('login.not.session');
  });

  it('GET /wps/member/info/icon answers an SVG data URL; refuses without token', async () => {
    const { token } = await login(app, 'demo_player');
    const url = (await get(app, '/wps/member/info/icon', token)).json().value.iconUrl as string;
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString()).toContain('>JO<');
    expect((await get(app, '/wps/member/info/icon')).statusCode).toBe(401);
  });

  it('POST /wps/member/firstLogin clears firstTimeLogin', async () => {
    const { token } = await login(app, 'demo_player');
    await app.db.run("UPDATE member SET first_time_login = 1 WHERE username = 'demo_player'");
    expect((await login(app, 'demo_player')).firstTimeLogin).toBe(true);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/firstLogin',
      headers: { ...HEADERS, authorization: token },
      payload: {},
    });
    expect(res.json().value).toEqual({ firstTimeLogin: false });
    expect((await login(app, 'demo_player')).firstTimeLogin).toBe(false);
    const anon = await app.inject({
      method: 'POST',
      url: '/wps/member/firstLogin',
      headers: HEADERS,
      payload: {},
    });
    expect(anon.statusCode).toBe(401);
  });

  it('PUT /wps/member/language stores PT or EN and refuses others', async () => {
    const { token } = await login(app, 'demo_player');
    const h = { ...HEADERS, authorization: token };
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: h,
      payload: { language: 'EN' },
    });
    expect(res.json().value).toEqual({ language: 'EN' });
    expect((await get(app, '/wps/member/info', token)).json().value.language).toBe('EN');
    const bad = await app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: h,
      payload: { language: 'FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
  });
});

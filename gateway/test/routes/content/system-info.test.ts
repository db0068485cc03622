import type { FastifyInstance } from 'fastify';
import type { HelpCenter, SystemStatus } from '@jogo/shared/api';
import { build, HEADERS } from '../../helper';
import { get } from '../../support/identity';

describe('system', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /wps/system/status carries the full info the shell boots with', async () => {
    const v = (await get(app, '/wps/system/status')).json().value as SystemStatus;
    expect(v.info).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1', countryCode: 'BR' },
      currencySymbol: 'R$',
      mainDomain: expect.any(String),
      imageCdns: expect.any(Array),
      launchCdns: expect.any(Array),
      analytics: { googleAnalyticsId: null, facebookPixelId: null },
      social: { facebook: expect.stringContaining('facebook') },
      defaultLanguage: 'PT',
    });
    expect(v.info.customerService[0]).toMatchObject({ csType: expect.any(String), path: expect.any(String) });
    expect(v.info.domainRoute.some((d) => d.route === '/agent')).toBe(true);
    expect(v.info.resources.logo).toMatchObject({
      labelNameEn: 'Logo',
      url: expect.stringContaining('data:image/svg+xml'),
    });
    expect(v.info.register.fields.username.required).toBe(true);
    const flags = JSON.stringify(v.info.whitelabel);
    for (const f of [
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
      'MANPLAYREB3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
    ])
      expect(flags).toContain(`"${f}"`);
  });

  it('GET /wps/system/status gives the maintenance text in the request language', async () => {
    await app.inject({ method: 'POST', url: '/__dev/status', payload: { status: 1 } });
    const v = (
      await app.inject({ method: 'GET', url: '/wps/system/status', headers: { ...HEADERS, language: 'PT' } })
    ).json().value;
    expect(v.info.maintenance).toBe(true);
    expect(v.maintenanceInfo).toContain('Voltamos');
  });

  it('GET /wps/system/domainRoute, whitelabel, customerService, resources answer lists; all need Merchant', async () => {
    for (const path of ['domainRoute', 'whitelabel', 'customerService', 'resources', 'countryCodes']) {
      const res = await get(app, `/wps/system/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      const bad = await app.inject({
        method: 'GET',
        url: `/wps/system/${path}`,
        headers: { merchant: 'nobody' },
      });
      expect(bad.json().errorCode).toBe('merchant.unknown');
    }
    expect((await get(app, '/wps/system/whitelabel')).json().value[0]).toMatchObject({
      modId: 'COMM3',
      enabled: true,
      childrenNodes: [],
    });
  });

  it('GET /wps/system/countryCodes puts Brazil 55 first with its flag', async () => {
    const list = (await get(app, '/wps/system/countryCodes')).json().value;
    expect(list[0]).toEqual({
      countryCode: 'BR',
      countryDialingCode: '55',
      name: 'Brasil',
      flag: '🇧🇷',
      mobileMinLength: 10,
      mobileMaxLength: 11,
    });
    expect(list.length).toBeGreaterThan(5);
  });

  it('GET /wps/system/helpCenter answers PT and EN HTML with the terms anchor', async () => {
    const en = (await get(app, '/wps/system/helpCenter?lang=EN&device=WEB')).json().value as HelpCenter;
    expect(en.lang).toBe('EN');
    expect(en.sections.map((s) => s.id)).toContain('term');
    expect(en.html).toContain('<section id="term">');
    expect(en.html).toContain('Terms and conditions');
    const pt = (await get(app, '/wps/system/helpCenter?lang=PT')).json().value as HelpCenter;
    expect(pt.html).toContain('Termos e condições');
  });

  it('GET /wps/system/helpCenter refuses an unknown language or device', async () => {
    expect((await get(app, '/wps/system/helpCenter?lang=FR')).statusCode).toBe(400);
    expect((await get(app, '/wps/system/helpCenter?device=TV')).json().errorCode).toBe('request.invalid');
  });
});

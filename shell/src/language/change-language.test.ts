import { setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { i18n } from '@jogo/shared/i18n';
import { createFakeApi, type FakeApi } from '@jogo/shared/testing';
import { changeSiteLanguage, initLanguage } from './change-language';

let api: FakeApi;
beforeEach(() => {
  bus.reset();
  localStorage.clear();
  api = createFakeApi().on('PUT /wps/member/language', { language: 'EN' });
  setApiClient(api);
});

describe('language', () => {
  // the document follows each switch with the texts (useDocumentLanguage): language-switch.test.tsx
  it('starts from the language i18n shows and marks the document with it', async () => {
    await i18n.changeLanguage('pt');
    expect(initLanguage()).toBe('PT');
    expect(bus.current('language:changed')).toBe('PT');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('stores the choice under lang and hisLang and switches the UI', async () => {
    await changeSiteLanguage('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(bus.current('language:changed')).toBe('EN');
  });

  it('publishes language:changed exactly once per switch and asks for no other reload', async () => {
    await changeSiteLanguage('PT');
    const seen: string[] = [];
    const off = bus.on('language:changed', (l) => seen.push(l));
    seen.length = 0;
    await changeSiteLanguage('EN');
    off();
    expect(seen).toEqual(['EN']);
  });

  it('tells the server only when logged in', async () => {
    await changeSiteLanguage('EN');
    expect(api.calls).toHaveLength(0);
    bus.emit('session:changed', { ...bus.current('session:changed'), status: 'member', token: 't' });
    await changeSiteLanguage('PT');
    expect(api.calls.map((c) => [c.endpoint.method, c.endpoint.path, c.options.body])).toEqual([
      ['PUT', '/wps/member/language', { language: 'PT' }],
    ]);
  });

  it('still switches when the server update fails', async () => {
    api.on('PUT /wps/member/language', () => {
      throw new Error('down');
    });
    bus.emit('session:changed', { ...bus.current('session:changed'), status: 'member', token: 't' });
    await changeSiteLanguage('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
  });
});

import { setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { i18n } from '@jogo/shared/i18n';
import { createFakeApi, type FakeApi } from '@jogo/shared/testing';
import { changeSiteLanguage, initLanguage, LANGUAGE_RELOAD_TARGETS } from './change-language';

let api: FakeApi;
beforeEach(() => {
  bus.reset();
  localStorage.clear();
  api = createFakeApi().on('PUT /wps/member/language', { language: 'EN' });
  setApiClient(api);
});

describe('language', () => {
  it('is PT by default', () => {
    expect(initLanguage()).toBe('PT');
    expect(bus.current('language:changed')).toBe('PT');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('hisLang', 'EN');
    expect(initLanguage()).toBe('EN');
  });

  it('stores the choice under lang and hisLang and switches the UI', async () => {
    await changeSiteLanguage('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(bus.current('language:changed')).toBe('EN');
  });

  it('emits language:changed, then data:reload-requested for hot games, winners, announcements and vendors', async () => {
    const order: string[] = [];
    bus.on('language:changed', (l) => order.push(`language:${l}`));
    bus.on('data:reload-requested', (r) => order.push(`reload:${r.targets.join(',')}`));
    order.length = 0;
    await changeSiteLanguage('EN');
    expect(order).toEqual(['language:EN', 'reload:hotGames,winners,announcements,vendors']);
    expect(LANGUAGE_RELOAD_TARGETS).toEqual(['hotGames', 'winners', 'announcements', 'vendors']);
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

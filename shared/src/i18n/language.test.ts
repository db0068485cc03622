import { bus } from '../bus/bus';
import type * as i18nModule from './index';
import { changeLanguage, currentLanguage, i18n } from './index';

type I18nModule = typeof i18nModule;

describe('i18n owns the language', () => {
  beforeEach(async () => {
    await changeLanguage('PT');
  });

  it('publishes each change of i18next language once on the bus', async () => {
    const seen: string[] = [];
    const off = bus.on('language:changed', (l) => seen.push(l));
    seen.length = 0;
    await changeLanguage('EN');
    await i18n.changeLanguage('en');
    off();
    expect(seen).toEqual(['EN']);
    expect(currentLanguage()).toBe('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
  });

  it('puts the stored language on the bus when it loads, so a standalone remote sends the one it shows', () => {
    localStorage.setItem('lang', 'EN');
    const g = globalThis as { __JOGO_I18N__?: unknown };
    const saved = g.__JOGO_I18N__;
    delete g.__JOGO_I18N__;
    bus.emit('language:changed', 'PT');
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<I18nModule>('./index');
        expect(fresh.currentLanguage()).toBe('EN');
      });
      expect(bus.current('language:changed')).toBe('EN');
    } finally {
      g.__JOGO_I18N__ = saved;
    }
  });
});

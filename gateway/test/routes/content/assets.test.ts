import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call } from '../../support/g2';
import { gameSvg, wrapTitle } from '../../../src/routes/content/art';
import { motif } from '../../../src/domain/content/art-motifs';

/** The drawn words of an SVG: the text of its <tspan>/<text> elements. */
const drawnText = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');

describe('generated art', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('draws each banner in the language its URL names, and the banner list names that URL (7)', async () => {
    for (const [language, lang] of [
      ['PT', 'pt'],
      ['EN', 'en'],
    ] as const) {
      const list = (
        await call(app, 'GET', '/wps/content/banners?groupName=w_home', { headers: { language } })
      ).json().value.list as { id: number; url: string; title: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const b of list) {
        expect(b.url).toBe(`/wps/assets/banners/${b.id}.svg?lang=${lang}`);
        const art = await get(b.url);
        expect(art.statusCode).toBe(200);
        // the words on the picture are the title the page shows in that language
        expect(drawnText(art.body)).toBe(b.title);
        expect(art.body).toContain(`aria-label="${b.title.replace(/&/g, '&#38;')}"`);
      }
    }
    const pt = (await get('/wps/assets/banners/1.svg?lang=pt')).body;
    const en = (await get('/wps/assets/banners/1.svg?lang=en')).body;
    expect(drawnText(pt)).toBe('Bônus de boas-vindas 100%');
    expect(drawnText(en)).toBe('100% welcome bonus');
    // no language: the site's default, Portuguese
    expect((await get('/wps/assets/banners/1.svg')).body).toBe(pt);
  });

  it('draws the partner cards and the after-login banner per language too', async () => {
    for (const group of ['w_leftmenu', 'w_popup1']) {
      const pt = (
        await call(app, 'GET', `/wps/content/banners?groupName=${group}`, { headers: { language: 'PT' } })
      ).json().value.list as { url: string; title: string }[];
      const en = (
        await call(app, 'GET', `/wps/content/banners?groupName=${group}`, { headers: { language: 'EN' } })
      ).json().value.list as { url: string; title: string }[];
      expect(pt.length).toBeGreaterThan(0);
      for (const [i, b] of pt.entries()) {
        expect(drawnText((await get(b.url)).body)).toBe(b.title);
        expect(drawnText((await get(en[i]!.url)).body)).toBe(en[i]!.title);
        expect(b.title).not.toBe(en[i]!.title);
      }
    }
  });

  it('serves every vendor logo of a variant in one cacheable sprite, a symbol per vendor', async () => {
    const lanes = (await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json()
      .value.data.lanes as { cards: Record<string, { vassalage: string; images: { white: string } }> }[];
    const codes = new Set(lanes.flatMap((l) => Object.values(l.cards).map((c) => c.vassalage)));
    expect(codes.size).toBeGreaterThan(5);
    for (const variant of ['white', 'color']) {
      const res = await get(`/wps/assets/vendors/sprite-${variant}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      for (const code of codes) expect(res.body).toContain(`<symbol id="${code}" viewBox="0 0 200 80">`);
      // the same bytes every time, and a revalidation costs nothing
      const again = await get(`/wps/assets/vendors/sprite-${variant}.svg`, {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await get('/wps/assets/vendors/sprite-gold.svg')).statusCode).toBe(404);
  });

  it("draws each game's theme from its title and type, and its title as written", async () => {
    // the subject word picks the motif: a tiger, a crown, cards for a table, a fish for a fishing game
    for (const [code, name, theme] of [
      ['PG_RNG_001', 'Fortune Tiger', 'tiger'],
      ['PG_RNG_002', 'Golden Kingdom', 'crown'],
      ['EVO_LIVE_001', 'Speed Baccarat', 'cards'],
      ['EVO_LIVE_002', 'Roulette', 'wheel'],
      ['JDB_FISH_001', 'Ocean King', 'fish'],
      ['DICE', 'Fair Dice', 'dice'],
    ] as const) {
      const svg = gameSvg(code, name);
      expect(svg).toContain(motif(theme).art);
      expect(drawnText(svg)).toBe(name.toUpperCase());
      expect(svg).toContain(`aria-label="${name}"`);
    }
    const tile = await get('/wps/assets/games/DICE.svg');
    expect(tile.body).toContain(motif('dice').art);
  });

  it('draws a call to action in the banner language where the banner leads somewhere', async () => {
    // every home banner leads to a game or a page
    for (const [language, cta] of [
      ['PT', />(Jogar agora|Saiba mais)<\/text>/],
      ['EN', />(Play now|Learn more)<\/text>/],
    ] as const) {
      const list = (
        await call(app, 'GET', '/wps/content/banners?groupName=w_home', { headers: { language } })
      ).json().value.list as { url: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const b of list) expect((await get(b.url)).body).toMatch(cta);
    }
    // the vendor sprite names each vendor (its accessible text) in our own wordmark
    const sprite = (await get('/wps/assets/vendors/sprite-white.svg')).body;
    expect(sprite).toContain('<title>Pragmatic Play</title>');
  });

  it('wraps a long title into lines that fit and cuts what is left', () => {
    expect(wrapTitle('Cadastre-se em 1 minuto', 17, 3)).toEqual(['Cadastre-se em 1', 'minuto']);
    expect(wrapTitle('a b c d e f', 3, 2)).toEqual(['a b', 'c …']);
    expect(wrapTitle('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
});

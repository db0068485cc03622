/**
 * The first screens remotes ship (build/first-view.cjs): texts resolved per language at build time,
 * the view's params, and nothing that could run in the page. Every view a remote declares builds in both languages.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const { renderView, shippedEarly, textsOf } = require('../build/first-view.cjs') as {
  renderView: (html: string, params: Record<string, string>, texts: unknown, where: string) => string;
  shippedEarly: (
    early: unknown,
    dir: string,
  ) => { routes: Record<string, { view?: Record<string, string> }> };
  textsOf: (lang: 'PT' | 'EN', dir?: string) => Record<string, Record<string, unknown>>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS registry
const { REMOTES } = require('../build/registry.cjs') as {
  REMOTES: { folder: string; early: Record<string, { view?: unknown }> }[];
};
import path from 'node:path';

// the lobby's and the promotions' texts beside @jogo/shared's, as each remote's build reads its own
const app = (folder: string) => path.join(__dirname, '..', '..', folder);
const PT = { ...textsOf('PT', app('mf-lobby')), ...textsOf('PT', app('mf-promotions')) };
const EN = { ...textsOf('EN', app('mf-lobby')), ...textsOf('EN', app('mf-promotions')) };

describe('first views', () => {
  it("fills data-fv-t with the language's text and drops the comments and the space between tags", () => {
    const html = '<!-- a note -->\n<div>\n  <h1 class="t" data-fv-t="lobby:types.{type}"></h1>\n</div>';
    expect(renderView(html, { type: 'RNG' }, PT, 'x')).toBe('<div><h1 class="t">Slots</h1></div>');
    expect(renderView(html, { type: 'LIVE' }, EN, 'x')).toBe('<div><h1 class="t">Live casino</h1></div>');
  });

  it('keeps an element only where the param matches (data-fv-when), and {param} only in its own attributes', () => {
    const html =
      '<style>.a { color: red; } .b{x}</style><b data-fv-when="page=a">A</b><i data-fv-when="page!=a">not A</i>';
    expect(renderView(html, { page: 'a' }, PT, 'x')).toBe('<style>.a { color: red; } .b{x}</style><b>A</b>');
    expect(renderView(html, { page: 'b' }, PT, 'x')).toBe(
      '<style>.a { color: red; } .b{x}</style><i>not A</i>',
    );
    // a kept element's children keep their own conditions
    const nested = '<div data-fv-when="menus=lobby"><i>all</i><b data-fv-when="type=RNG">new</b></div>';
    expect(renderView(nested, { menus: 'lobby', type: 'RNG' }, PT, 'x')).toBe(
      '<div><i>all</i><b>new</b></div>',
    );
    expect(renderView(nested, { menus: 'lobby', type: 'LIVE' }, PT, 'x')).toBe('<div><i>all</i></div>');
    expect(renderView(nested, { menus: 'account', type: 'RNG' }, PT, 'x')).toBe('');
  });

  it('keeps a text with one {{…}} as a pattern for an item field (data-fv-t-pattern)', () => {
    expect(
      renderView('<p data-fv-text="cost" data-fv-t-pattern="promotions:mall.price"></p>', {}, PT, 'x'),
    ).toBe('<p data-fv-text="cost" data-fv-pattern="{{points}} pontos"></p>');
  });

  it("writes a key's day, hour, minute and second texts for a duration (data-fv-t-duration)", () => {
    expect(renderView('<small data-fv-t-duration="lobby:lottery"></small>', {}, PT, 'x')).toBe(
      '<small data-fv-duration="dia|{{count}} hora|{{count}} horas|{{count}} minuto|{{count}} minutos|' +
        '{{count}} segundo|{{count}} segundos"></small>',
    );
    expect(() => renderView('<small data-fv-t-duration="lobby:types"></small>', {}, PT, 'x')).toThrow(
      'no text',
    );
  });

  it('refuses a missing text, a text needing values, a missing param and anything that runs', () => {
    expect(() => renderView('<p data-fv-t="lobby:nope.nope"></p>', {}, PT, 'x')).toThrow('no text');
    expect(() => renderView('<p data-fv-t="promotions:mall.price"></p>', {}, PT, 'x')).toThrow(
      'needs values',
    );
    expect(() => renderView('<p data-fv-t="lobby:types.{type}"></p>', {}, PT, 'x')).toThrow('no value');
    for (const bad of ['<script>x()</script>', '<img src="a" onerror="x()">', '<a href="javascript:x()">'])
      expect(() => renderView(bad, {}, PT, 'x')).toThrow('markup and style only');
  });

  it("builds every remote's declared views in both languages, each different", () => {
    let views = 0;
    for (const remote of REMOTES) {
      const shipped = shippedEarly(remote.early, path.join(__dirname, '..', '..', remote.folder));
      for (const [route, decl] of Object.entries(shipped.routes)) {
        if (!remote.early[route].view) continue;
        views++;
        expect(decl.view!.PT).not.toMatch(/data-fv-t=|data-fv-when=|<!--/);
        expect(decl.view!.PT).not.toBe(decl.view!.EN);
      }
    }
    // the lobbies, in-house, promotions, the points mall, two member centre pages, the agent centre
    expect(views).toBeGreaterThanOrEqual(14);
  });
});

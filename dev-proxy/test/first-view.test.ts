/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { earlyScript, type EarlyCall } from '../src/hints';

/**
 * The first view: the early script shows the shell's frame (the real shell/src/index.html) with the
 * route's image once the status says the site is open and the image is decoded, and removes it once the app
 * renders the same image in #root, or when the shell releases it.
 */
const INDEX = fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'src', 'index.html'), 'utf8');
const BODY = /<body>([\s\S]*)<\/body>/.exec(INDEX)![1];
const CALLS: EarlyCall[] = [
  { path: '/wps/system/status', moduleId: 'COMM3', status: true },
  {
    path: '/wps/content/banners',
    moduleId: 'COMM3',
    query: { groupName: 'w_home' },
    image: 'value.list.0.url',
  },
];
const SRC = '/wps/assets/banners/1.svg?lang=pt';

type Win = Window & { __jogoFirstView?: { released: boolean; release(): void } };
const flush = () => new Promise((r) => setTimeout(r, 0));

function run(options: { status?: unknown; url?: unknown; decode?: () => Promise<void> } = {}) {
  document.body.innerHTML = BODY;
  const answers: Record<string, unknown> = {
    '/wps/system/status': options.status ?? { success: true, value: { status: 0, info: {} } },
    '/wps/content/banners?groupName=w_home': {
      success: true,
      value: { list: [{ url: options.url ?? SRC }] },
    },
  };
  const fetchStub = (url: string) =>
    Promise.resolve({ clone: () => ({ text: () => Promise.resolve(JSON.stringify(answers[url] ?? {})) }) });
  HTMLImageElement.prototype.decode = options.decode ?? (() => Promise.resolve());
  new Function('fetch', earlyScript(CALLS, 'jogo'))(fetchStub);
  return window as Win;
}

const frame = () => document.getElementById('first-view');

describe('the first view', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it("shows the frame with the route's image, and removes it once the app shows that image", async () => {
    run();
    await flush();
    expect(frame()!.hidden).toBe(false);
    expect(frame()!.querySelector('[data-first-view-slot] img')!.getAttribute('src')).toBe(SRC);
    expect(frame()!.getAttribute('aria-hidden')).toBe('true');
    // another image in the app does not end it; the same image does
    const other = document.createElement('img');
    other.src = '/wps/assets/games/x.svg';
    document.getElementById('root')!.appendChild(other);
    await flush();
    expect(frame()).not.toBeNull();
    const real = document.createElement('img');
    real.setAttribute('src', SRC);
    document.getElementById('root')!.appendChild(real);
    await flush();
    expect(frame()).toBeNull();
  });

  it('stays hidden while the site is closed (maintenance or region block)', async () => {
    run({ status: { success: true, value: { status: 1, info: { maintenance: true } } } });
    await flush();
    expect(frame()!.hidden).toBe(true);
    run({ status: { success: true, value: { status: 0, info: { regionRestriction: true } } } });
    await flush();
    expect(frame()!.hidden).toBe(true);
    run({ status: { success: false, errorCode: 'system.error' } });
    await flush();
    expect(frame()!.hidden).toBe(true);
  });

  it('stays hidden when the image does not decode, or is not a path of this origin', async () => {
    run({ decode: () => Promise.reject(new Error('broken')) });
    await flush();
    expect(frame()!.hidden).toBe(true);
    run({ url: 'https://elsewhere.example/banner.png' });
    await flush();
    expect(frame()!.hidden).toBe(true);
  });

  it('is never shown once the shell released it, and goes when released while shown', async () => {
    let decoded!: () => void;
    const win = run({ decode: () => new Promise<void>((r) => (decoded = r)) });
    await flush();
    win.__jogoFirstView!.release();
    decoded();
    await flush();
    // not shown, and not left in the document either
    expect(frame()).toBeNull();

    const shown = run();
    await flush();
    expect(frame()!.hidden).toBe(false);
    shown.__jogoFirstView!.release();
    expect(frame()).toBeNull();
  });

  it('shows once the parser is done with the page, without waiting for the deferred scripts (DOMContentLoaded)', async () => {
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    try {
      run();
      await flush();
      // the picture is decoded (a repeat visit: it is in the cache), the page still being parsed
      expect(frame()!.hidden).toBe(true);
      state = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
      // the shell's deferred entry script has not run: no DOMContentLoaded
      expect(frame()!.hidden).toBe(false);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('narrows the side bar as the shell does when the player collapsed it', async () => {
    // the frame names the layout's own storage key (shell/src/layout/layout.tsx COLLAPSED_KEY)
    const layout = fs.readFileSync(
      path.join(__dirname, '..', '..', 'shell', 'src', 'layout', 'layout.tsx'),
      'utf8',
    );
    const key = /const COLLAPSED_KEY = '([^']+)'/.exec(layout)![1];
    expect(/data-collapsed-key="([^"]+)"/.exec(INDEX)![1]).toBe(key);
    localStorage.setItem(key, '1');
    run();
    await flush();
    expect(frame()!.classList.contains('collapsed')).toBe(true);
  });

  it("keeps a tap on the frame for the shell, and gives it to the shell's onTap once there", async () => {
    const win = run() as Win & {
      __jogoFirstView: { taps: { x: number; y: number }[]; onTap?: (t: unknown) => void };
    };
    await flush();
    const tap = (x: number, y: number) =>
      frame()!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
    tap(330, 28);
    expect(win.__jogoFirstView.taps).toEqual([{ x: 330, y: 28 }]);
    const taken: unknown[] = [];
    win.__jogoFirstView.onTap = (t) => taken.push(t);
    tap(20, 30);
    expect(taken).toEqual([{ x: 20, y: 30 }]);
    expect(win.__jogoFirstView.taps).toHaveLength(1);
  });
});

/**
 * A route's own first screen: the remote's view (shared/build/first-view.cjs) in the same frame, filled
 * from the route's early answers, shown once the status says the site is open, gone once the app shows its own.
 */
describe("a route's own first screen", () => {
  const STATUS = { path: '/wps/system/status', moduleId: 'COMM3', status: true };
  const GAMES = { path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', as: 'games' };
  const VIEW =
    '<section class="v" data-fv-until="img" data-fv-wait="0"><h1>Slots</h1><ul>' +
    '<li data-fv-each="games:value.games" data-fv-max="2"><img alt="" data-fv-src="iconUrl showIcon">' +
    '<span class="hot" data-fv-if="isHot">HOT</span>' +
    '<span class="rtp" data-fv-text="rtp" data-fv-format="percent" data-fv-pattern="RTP {{value}}"></span>' +
    '<p data-fv-text="gameName nodeName"></p></li></ul></section>';
  const OPEN = {
    success: true,
    value: {
      status: 0,
      info: {
        whitelabel: [
          { modId: 'ON3', enabled: true, childrenNodes: [] },
          { modId: 'OFF3', enabled: false, childrenNodes: [{ modId: 'CHILD3', enabled: true }] },
        ],
      },
    },
  };
  const GAME_LIST = {
    success: true,
    value: {
      games: [
        { iconUrl: '/wps/assets/games/A.svg', gameName: 'Alpha', isHot: 1, rtp: 96.5 },
        { iconUrl: '', showIcon: '/wps/assets/games/B.svg', nodeName: 'Beta', isHot: 0 },
        { iconUrl: '/wps/assets/games/C.svg', gameName: 'Gamma' },
      ],
    },
  };

  type Seen = { url: string; headers: Record<string, string> };
  function runRoute(
    plan: { calls: EarlyCall[]; view?: string; layout?: string; access?: string; variants?: unknown[] },
    answers: Record<string, unknown>,
  ): Seen[] {
    document.body.innerHTML = BODY;
    const seen: Seen[] = [];
    const fetchStub = (url: string, init: { headers: Record<string, string> }) => {
      seen.push({ url, headers: init?.headers ?? {} });
      const path = url.split('?')[0];
      return Promise.resolve({
        clone: () => ({ text: () => Promise.resolve(JSON.stringify(answers[path] ?? {})) }),
      });
    };
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    const script = earlyScript(plan.calls, 'jogo', {}, [], {
      view: plan.view ? { PT: plan.view, EN: plan.view } : undefined,
      layout: plan.layout,
      access: plan.access,
      variants: plan.variants as never,
    });
    new Function('fetch', script)(fetchStub);
    return seen;
  }

  beforeAll(() => {
    // jsdom loads no picture: every one counts as loaded
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 1 });
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
  });
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('fills the view from its answers, shows it in the layout frame, and removes it once the app shows its picture', async () => {
    runRoute(
      { calls: [STATUS, GAMES], view: VIEW, layout: 'full' },
      {
        '/wps/system/status': OPEN,
        '/wps/relay/GCSGAME_gameList': GAME_LIST,
      },
    );
    await flush();
    await flush();
    expect(frame()!.hidden).toBe(false);
    expect(frame()!.getAttribute('data-layout')).toBe('full');
    const items = frame()!.querySelectorAll('[data-first-view-main] li');
    // data-fv-max: two items; the first field set names the picture and the text
    expect(items).toHaveLength(2);
    expect(Array.from(items).map((li) => li.querySelector('img')!.getAttribute('src'))).toEqual([
      '/wps/assets/games/A.svg',
      '/wps/assets/games/B.svg',
    ]);
    expect(Array.from(items).map((li) => li.querySelector('p')!.textContent)).toEqual(['Alpha', 'Beta']);
    // data-fv-if and a formatted field in its pattern; no value, no element
    expect(items[0].querySelector('.hot')).not.toBeNull();
    expect(items[1].querySelector('.hot')).toBeNull();
    expect(items[0].querySelector('.rtp')!.textContent).toBe('RTP 96,5%');
    expect(items[1].querySelector('.rtp')).toBeNull();
    // home's banner slot gave way to the route's view
    expect(frame()!.querySelector('[data-first-view-slot]')).toBeNull();

    const other = document.createElement('img');
    other.setAttribute('src', '/wps/assets/games/B.svg');
    document.getElementById('root')!.appendChild(other);
    await flush();
    expect(frame()).not.toBeNull();
    const real = document.createElement('img');
    real.setAttribute('src', '/wps/assets/games/A.svg');
    document.getElementById('root')!.appendChild(real);
    await flush();
    expect(frame()).toBeNull();
  });

  it("goes once the app renders the view's `data-fv-until` selector, and leaves out a disabled module's parts", async () => {
    const view =
      '<div data-fv-until="#page-title"><h1>Title</h1><p data-fv-flag="ON3">on</p>' +
      '<p data-fv-flag="OFF3">off</p><p data-fv-flag="CHILD3">child</p></div>';
    runRoute({ calls: [STATUS], view, layout: 'agent' }, { '/wps/system/status': OPEN });
    await flush();
    await flush();
    expect(frame()!.hidden).toBe(false);
    expect(frame()!.getAttribute('data-layout')).toBe('agent');
    expect(Array.from(frame()!.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['on']);
    const title = document.createElement('h1');
    title.id = 'page-title';
    document.getElementById('root')!.appendChild(title);
    await flush();
    expect(frame()).toBeNull();
  });

  it("shows what the status answer's market profile allows (`data-fv-market`), everything without a profile", async () => {
    const view =
      '<div data-fv-until="#page-title"><p data-fv-market="transfersBetweenPlayers">upline</p>' +
      '<p data-fv-market="paymentChannels~USDT">with crypto</p>' +
      '<p data-fv-market="paymentChannels!~USDT">without crypto</p><p>always</p></div>';
    const shown = async (market: unknown) => {
      const status = { success: true, value: { status: 0, info: { ...OPEN.value.info, market } } };
      runRoute({ calls: [STATUS], view }, { '/wps/system/status': status });
      await flush();
      await flush();
      expect(frame()!.hidden).toBe(false);
      return Array.from(frame()!.querySelectorAll('p')).map((p) => p.textContent);
    };
    // Brazil's profile: PIX and TED, no transfer between players
    expect(await shown({ paymentChannels: ['PIX', 'TED'], transfersBetweenPlayers: false })).toEqual([
      'without crypto',
      'always',
    ]);
    expect(await shown({ paymentChannels: ['PIX', 'USDT'], transfersBetweenPlayers: true })).toEqual([
      'upline',
      'with crypto',
      'always',
    ]);
    // no profile: what the app shows without one
    expect(await shown(undefined)).toEqual(['upline', 'with crypto', 'always']);
  });

  it('stays hidden while the site is closed', async () => {
    runRoute(
      { calls: [STATUS, GAMES], view: VIEW },
      {
        '/wps/system/status': { success: true, value: { status: 1, info: { maintenance: true } } },
        '/wps/relay/GCSGAME_gameList': GAME_LIST,
      },
    );
    await flush();
    await flush();
    expect(frame()!.hidden).toBe(true);
  });

  it("starts a session's reads with its token (the URL's, else sessionStorage's), keyed with it", async () => {
    const member = { path: '/wps/member/info', moduleId: 'COMM3', auth: true };
    const promos = {
      path: '/wps/relay/MCS2_getPromotionList',
      moduleId: 'REWCEN3',
      auth: 'optional' as const,
    };
    // a guest: no session read, the optional one without a token
    let seen = runRoute({ calls: [STATUS, member, promos] }, {});
    expect(seen.map((s) => s.url)).toEqual(['/remotes.json', '/wps/system/status', promos.path]);
    expect(seen[2].headers.Authorization).toBeUndefined();

    window.history.replaceState(null, '', '/member?token=tok-url');
    seen = runRoute({ calls: [STATUS, member, promos] }, {});
    expect(seen.map((s) => [s.url, s.headers.Authorization])).toEqual([
      ['/remotes.json', undefined],
      ['/wps/system/status', undefined],
      ['/wps/member/info', 'tok-url'],
      [promos.path, 'tok-url'],
    ]);
    const early = (window as unknown as { __jogoEarly: Record<string, unknown> }).__jogoEarly;
    expect(Object.keys(early)).toContain('GET /wps/member/info PT COMM3 tok-url');

    window.history.replaceState(null, '', '/member');
    sessionStorage.setItem('token', 'tok-kept');
    seen = runRoute({ calls: [STATUS, member] }, {});
    expect(seen[2].headers.Authorization).toBe('tok-kept');
  });

  it('a route of the session shows nothing of itself without one (the guard sends the visitor away)', async () => {
    const seen = runRoute(
      { calls: [STATUS, GAMES], view: VIEW, access: 'member' },
      {
        '/wps/system/status': OPEN,
        '/wps/relay/GCSGAME_gameList': GAME_LIST,
      },
    );
    await flush();
    await flush();
    expect(seen.map((s) => s.url)).toEqual(['/remotes.json', '/wps/system/status']);
    expect(frame()!.hidden).toBe(true);
  });

  it("dates a `{siteToday}` call with today in the status answer's zone, once that answer is in", async () => {
    // 01:30 UTC on 27 November is still the 26th in São Paulo (UTC-3) and already the 27th in Tokyo
    jest.useFakeTimers({ now: Date.parse('2026-11-27T01:30:00Z'), doNotFake: ['queueMicrotask'] });
    try {
      const records = {
        path: '/wps/records/bets',
        moduleId: 'COMM3',
        auth: true,
        query: { status: 'ALL', startDate: '{siteToday}', endDate: '{siteToday}', pageNo: 1 },
      };
      const statusIn = (timeZone?: string) => ({
        '/wps/system/status': { success: true, value: { status: 0, info: { timeZone } } },
      });
      const recordsCall = async (timeZone?: string) => {
        window.history.replaceState(null, '', '/member?token=t');
        const seen = runRoute({ calls: [STATUS, records] }, statusIn(timeZone));
        // not before the status answer: the zone is in it
        expect(seen.map((s) => s.url)).toEqual(['/remotes.json', '/wps/system/status']);
        for (let i = 0; i < 5; i++) await Promise.resolve();
        return seen.slice(2).map((s) => s.url);
      };
      expect(await recordsCall('America/Sao_Paulo')).toEqual([
        '/wps/records/bets?status=ALL&startDate=2026-11-26&endDate=2026-11-26&pageNo=1',
      ]);
      const early = (window as unknown as { __jogoEarly: Record<string, unknown> }).__jogoEarly;
      expect(Object.keys(early)).toContain(
        'GET /wps/records/bets?status=ALL&startDate=2026-11-26&endDate=2026-11-26&pageNo=1 PT COMM3 t',
      );
      expect(await recordsCall('Asia/Tokyo')).toEqual([
        '/wps/records/bets?status=ALL&startDate=2026-11-27&endDate=2026-11-27&pageNo=1',
      ]);
      // no zone, or one this browser does not know: no call (the app asks for itself)
      expect(await recordsCall()).toEqual([]);
      expect(await recordsCall('Mars/Olympus')).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the status answer `status`: its logo (a data: picture too) and its first entry of a list', async () => {
    const view =
      '<div data-fv-until="#title" data-fv-wait="0"><img alt="" data-fv-each="status:value.info.resources.logo" data-fv-src="url">' +
      '<b data-fv-empty="status:value.info.resources.logo.url">Jogo</b>' +
      '<a data-fv-each="status:value.info.customerService" data-fv-max="1">Help</a></div>';
    const shown = async (info: Record<string, unknown>) => {
      const status = { success: true, value: { status: 0, info: { ...OPEN.value.info, ...info } } };
      runRoute({ calls: [STATUS], view, layout: 'agent' }, { '/wps/system/status': status });
      for (let i = 0; i < 4; i++) await flush();
      expect(frame()!.hidden).toBe(false);
      // the comments holding the lists' places aside
      return frame()!
        .querySelector('[data-first-view-main] div')!
        .innerHTML.replace(/<!---->/g, '');
    };
    const logo = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    const cs = [{ path: '/wps/cs/chat' }, { path: 'mailto:x@y' }];
    expect(await shown({ resources: { logo: { url: logo } }, customerService: cs })).toBe(
      `<img alt="" src="${logo}"><a>Help</a>`,
    );
    // no logo: the mark; no entry: no link; a script's URL is never a picture's
    expect(await shown({})).toBe('<b>Jogo</b>');
    expect(await shown({ resources: { logo: { url: 'javascript:x()' } } })).toBe('<img alt="">');
  });

  describe('a list of groups, the item the route chooses from it, and a call waiting for that item', () => {
    const MENUS = {
      path: '/lgw/menus',
      moduleId: 'GAMELO3',
      as: 'menus',
      pick: {
        as: 'game',
        list: 'value.list',
        where: { vassalage: ['LOTT', 'ELOTT'] },
        items: 'gameMenus',
        key: 'gameCode',
        query: 'gameCode',
      },
    };
    const DRAWS = {
      path: '/lgw/draws',
      moduleId: 'GAMELO3',
      query: { gameCode: '{game:gameCode}', pageNo: 1 },
      as: 'draws',
    };
    const MENU_LIST = {
      success: true,
      value: {
        list: [
          { gameGroupName: 'Asia', vassalage: 'TCG_SEA', gameMenus: [{ gameCode: 'SEA1', gameName: 'Sea' }] },
          {
            gameGroupName: 'Fast',
            vassalage: 'LOTT',
            gameMenus: [
              { gameCode: 'FAST3', gameName: 'Fast 3', drawInterval: 60 },
              { gameCode: 'FAST5', gameName: 'Fast 5', drawInterval: 7200 },
            ],
          },
          {
            gameGroupName: 'E',
            vassalage: 'ELOTT',
            gameMenus: [{ gameCode: 'PK10', gameName: 'PK10', drawInterval: 86400 }],
          },
        ],
      },
    };
    const DRAW_LIST = {
      success: true,
      value: { list: [{ numero: '1199', winNumbers: '0,4,3', openTime: '2026-11-27T01:30:00.000Z' }] },
    };
    const LOTTERY_VIEW =
      '<section data-fv-until="table" data-fv-wait="0" data-fv-need="game"><h1>Lottery</h1>' +
      '<div class="layout" data-fv-has="game:"><nav>' +
      '<div class="group" data-fv-each="menus:value.list"><h2 data-fv-text="gameGroupName"></h2>' +
      '<span class="game" data-fv-each=":gameMenus" data-fv-class="fvSelected on"><b data-fv-text="gameName"></b>' +
      '<small data-fv-text="drawInterval" data-fv-format="duration" data-fv-pattern="a cada {{interval}}" ' +
      'data-fv-duration="dia|{{count}} hora|{{count}} horas|{{count}} minuto|{{count}} minutos|{{count}} segundo|{{count}} segundos"></small>' +
      '</span></div></nav>' +
      '<header data-fv-each="game:"><p data-fv-text="parent.gameGroupName"></p><h2 data-fv-text="gameName"></h2></header>' +
      '<p class="none" data-fv-empty="draws:value.list">no draws</p>' +
      '<table><tr data-fv-each="draws:value.list"><td data-fv-text="numero"></td>' +
      '<td><i data-fv-each=":winNumbers" data-fv-split="," data-fv-text="."></i></td>' +
      '<td data-fv-text="openTime" data-fv-format="datetime"></td></tr></table></div>' +
      '<p class="unavailable" data-fv-empty="game:">not here</p></section>';
    const STATUS_ZONE = {
      success: true,
      value: { ...OPEN.value, info: { ...OPEN.value.info, timeZone: 'America/Sao_Paulo' } },
    };
    const texts = (selector: string) =>
      Array.from(frame()!.querySelectorAll(selector)).map((el) => el.textContent);
    const show = async (answers: Record<string, unknown>) => {
      const seen = runRoute({ calls: [STATUS, MENUS, DRAWS], view: LOTTERY_VIEW, layout: 'full' }, answers);
      for (let i = 0; i < 6; i++) await flush();
      return seen;
    };

    it("narrows the groups to the route's, picks the first game, and asks for its draws once the menus are in", async () => {
      const seen = await show({
        '/wps/system/status': STATUS_ZONE,
        '/lgw/menus': MENU_LIST,
        '/lgw/draws': DRAW_LIST,
      });
      expect(seen.map((s) => s.url)).toEqual([
        '/remotes.json',
        '/wps/system/status',
        '/lgw/menus',
        '/lgw/draws?gameCode=FAST3&pageNo=1',
      ]);
      expect(frame()!.hidden).toBe(false);
      // the groups of the route's vendors, in place, each with its own games (data-fv-each=":gameMenus")
      expect(texts('.group h2')).toEqual(['Fast', 'E']);
      expect(texts('.game b')).toEqual(['Fast 3', 'Fast 5', 'PK10']);
      // the chosen game marked (data-fv-class), durations as the lottery screen writes them
      expect(texts('.game.on b')).toEqual(['Fast 3']);
      expect(texts('.game small')).toEqual(['a cada 1 minuto', 'a cada 2 horas', 'a cada dia']);
      // the chosen game with its group (dotted fields), before the lists that follow it in the markup
      expect(texts('header p, header h2')).toEqual(['Fast', 'Fast 3']);
      expect(frame()!.querySelector('header')!.nextElementSibling!.tagName).toBe('TABLE');
      // a text's parts (data-fv-split) and an instant in the site's zone: 01:30 UTC is 22:30 the day before
      expect(texts('td i')).toEqual(['0', '4', '3']);
      expect(texts('td')[2]).toBe('26/11/2026 22:30');
      // data-fv-has and data-fv-empty
      expect(frame()!.querySelector('.layout')).not.toBeNull();
      expect(frame()!.querySelector('.none')).toBeNull();
      expect(frame()!.querySelector('.unavailable')).toBeNull();
    });

    it("takes the game the page's query names; none of the route's vendors: no second call, the screen saying so", async () => {
      window.history.replaceState(null, '', '/lottery?gameCode=PK10');
      let seen = await show({
        '/wps/system/status': OPEN,
        '/lgw/menus': MENU_LIST,
        '/lgw/draws': { success: true, value: { list: [] } },
      });
      expect(seen.map((s) => s.url)).toContain('/lgw/draws?gameCode=PK10&pageNo=1');
      expect(texts('.game.on b')).toEqual(['PK10']);
      expect(texts('.none')).toEqual(['no draws']);

      window.history.replaceState(null, '', '/seaLottery');
      const onlyAsia = { success: true, value: { list: [MENU_LIST.value.list[0]] } };
      seen = await show({ '/wps/system/status': OPEN, '/lgw/menus': onlyAsia });
      expect(seen.map((s) => s.url.split('?')[0])).not.toContain('/lgw/draws');
      expect(frame()!.hidden).toBe(false);
      expect(frame()!.querySelector('.layout')).toBeNull();
      expect(texts('.unavailable')).toEqual(['not here']);
    });

    it('shows nothing when the query names a game not offered, or an answer it needs failed', async () => {
      window.history.replaceState(null, '', '/lottery?gameCode=SEA1');
      const seen = await show({ '/wps/system/status': OPEN, '/lgw/menus': MENU_LIST });
      expect(seen.map((s) => s.url.split('?')[0])).not.toContain('/lgw/draws');
      expect(frame()!.hidden).toBe(true);

      window.history.replaceState(null, '', '/lottery');
      await show({ '/wps/system/status': OPEN, '/lgw/menus': { success: false, errorCode: 'system.error' } });
      expect(frame()!.hidden).toBe(true);
    });
  });

  it("takes the first query variant the page's query meets: its calls and view replace the route's", async () => {
    const records = { path: '/wps/member/bets', moduleId: 'REC3', auth: true };
    const variants = [
      {
        when: { page: ['personalHistoryCopy'] },
        calls: [records],
        hints: [],
        view: { PT: '<div data-fv-until="x"><h1>Records</h1></div>', EN: '' },
      },
      {
        when: { page: ['', 'securityCenter'] },
        calls: [],
        hints: [],
        view: { PT: '<div data-fv-until="x"><h1>Security</h1></div>', EN: '' },
      },
    ];
    window.history.replaceState(null, '', '/member?page=personalHistoryCopy&token=t');
    let seen = runRoute({ calls: [STATUS], access: 'real', variants }, { '/wps/system/status': OPEN });
    await flush();
    await flush();
    expect(seen.map((s) => s.url)).toContain('/wps/member/bets');
    expect(frame()!.querySelector('h1')!.textContent).toBe('Records');

    window.history.replaceState(null, '', '/member?token=t');
    seen = runRoute({ calls: [STATUS], access: 'real', variants }, { '/wps/system/status': OPEN });
    await flush();
    await flush();
    expect(seen.map((s) => s.url)).not.toContain('/wps/member/bets');
    expect(frame()!.querySelector('h1')!.textContent).toBe('Security');

    // another page of the centre: none of them
    window.history.replaceState(null, '', '/member?page=messageV2&token=t');
    runRoute({ calls: [STATUS], access: 'real', variants }, { '/wps/system/status': OPEN });
    await flush();
    await flush();
    expect(frame()!.hidden).toBe(true);
  });
});

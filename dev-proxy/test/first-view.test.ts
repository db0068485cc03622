/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { earlyScript, type EarlyCall } from '../src/hints';

/**
 * The first view (issue 14): the early script shows the shell's frame (the real shell/src/index.html) with the
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
    Promise.resolve({ clone: () => ({ json: () => Promise.resolve(answers[url] ?? {}) }) });
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
    expect(frame()!.hidden).toBe(true);

    const shown = run();
    await flush();
    expect(frame()!.hidden).toBe(false);
    shown.__jogoFirstView!.release();
    expect(frame()).toBeNull();
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
});

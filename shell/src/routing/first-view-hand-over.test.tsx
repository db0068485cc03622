import { useState } from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { Route, Routes } from '@jogo/shared/router';
import { act, createFakeApi, recordModals, renderWithProviders, screen } from '@jogo/shared/testing';
import { resetVendorLanes } from '@jogo/shared/data';
import { bus, type ModalRequest } from '@jogo/shared/bus';
import { Layout } from '../layout/layout';
import { PICTURE_KEPT_MS, type FirstView } from './first-view';
import { resetRouteContent, ROUTE_CONTENT_MARK } from './route-content';

/**
 * The first view's hand-over (the frame itself: dev-proxy/src/early-script.js): a tap on the frame is
 * never lost, it reaches what the app shows at that point once the app's page has rendered; home's frame leaves as
 * the layout commits, a picture the app has not loaded yet drawn in its place; a route's own first screen stays until
 * the app has drawn the route's content (route-content.ts). jsdom lays nothing out, so the point of a tap is answered by a stand-in `elementFromPoint`.
 */

// the page as served: the app's root and the shell's frame (shell/src/index.html), shown
const INDEX = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const BODY = /<body>([\s\S]*)<\/body>/.exec(INDEX)![1];
const BANNER = '/wps/assets/banners/1.svg?lang=pt';

/**
 * The early script's side of the frame, as it is once the frame shows (its release removes the frame): home's
 * picture frame, or with `until` a route's own first screen that hands over at that (`img`: its first picture).
 */
function showFrame(until?: string): FirstView {
  document.body.innerHTML = BODY;
  const frame = document.getElementById('first-view')!;
  const picture = document.createElement('img');
  picture.setAttribute('src', BANNER);
  Object.defineProperties(picture, { complete: { value: true }, naturalWidth: { value: 1200 } });
  frame.querySelector('[data-first-view-slot]')!.appendChild(picture);
  frame.hidden = false;
  const view: FirstView = {
    released: false,
    until,
    taps: [],
    release: jest.fn(() => {
      view.released = true;
      frame.remove();
    }),
  };
  // what the early script does with a click on the frame
  frame.addEventListener('click', (e) => {
    const tap = { x: e.clientX, y: e.clientY };
    if (view.onTap) view.onTap(tap);
    else view.taps!.push(tap);
  });
  window.__jogoFirstView = view;
  return view;
}

/**
 * Where the app lays its banner out (jsdom lays nothing out). On the prototype: the frame goes as the page commits,
 * before a ref of the page could stand in for one picture.
 */
function placePictures() {
  jest
    .spyOn(HTMLImageElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 12, y: 112, width: 336, height: 112 }));
}

/**
 * Every element on screen and every picture loaded (jsdom lays nothing out and loads nothing): a placeholder holds
 * the route's content back.
 */
function onScreen() {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 12, y: 112, width: 336, height: 112 }));
}

/** A route whose content (the banner) comes after the layout's own commit; `show()` brings it. */
function lateBanner(): { page: React.ReactNode; show: () => void } {
  let show = () => {};
  function LateBanner() {
    const [shown, setShown] = useState(false);
    show = () => setShown(true);
    return shown ? <img src={BANNER} alt="Banner" /> : <p data-skeleton="">loading</p>;
  }
  return { page: <LateBanner />, show: () => show() };
}

const tapFrame = (x: number, y: number) =>
  document
    .getElementById('first-view')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));

/** What the app shows at a point of the viewport: the header's login button at (330, 28), else nothing. */
function pointsAtLogin() {
  document.elementFromPoint = (x: number, y: number) =>
    x === 330 && y === 28 ? screen.getByRole('button', { name: 'Log in' }) : null;
}

function renderPage(page: React.ReactNode = <p>page content</p>) {
  const root = document.getElementById('root')!;
  root.innerHTML = '';
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>,
    {
      api: createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } }),
      container: root,
      // the modal host stand-in (recordModals) is already listening
      keepBus: true,
    },
  );
}

describe('the first view hands the page over', () => {
  let requests: ModalRequest[];
  let marks: string[];
  let stopRecording: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    resetRouteContent();
    marks = [];
    // the page's marks (the fake timers' performance has none)
    performance.mark = ((name: string) => void marks.push(name)) as unknown as typeof performance.mark;
    bus.reset();
    resetVendorLanes();
    requests = [];
    stopRecording = () => undefined;
  });
  afterEach(() => {
    stopRecording();
    jest.restoreAllMocks();
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    jest.useRealTimers();
    delete window.__jogoFirstView;
    delete (document as Partial<Document>).elementFromPoint;
    document.body.innerHTML = '';
  });

  it('a tap on the frame before the app rendered opens the login dialog once the page is there', () => {
    const view = showFrame();
    tapFrame(330, 28);
    expect(view.taps).toHaveLength(1);
    stopRecording = recordModals((r) => requests.push(r));
    pointsAtLogin();
    renderPage();
    expect(requests).toEqual([{ name: 'login' }]);
    expect(view.release).toHaveBeenCalled();
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('a tap made before hand is taken even when the frame already went by itself', () => {
    const view = showFrame();
    tapFrame(330, 28);
    // the app's copy of the picture decoded before the layout's effect: the early script removed the frame
    view.release();
    stopRecording = recordModals((r) => requests.push(r));
    pointsAtLogin();
    renderPage();
    expect(requests).toEqual([{ name: 'login' }]);
  });

  it('a tap while the frame is over the rendered page reaches the app at once', () => {
    const view = showFrame('img');
    stopRecording = recordModals((r) => requests.push(r));
    pointsAtLogin();
    renderPage();
    expect(view.release).not.toHaveBeenCalled();
    tapFrame(330, 28);
    expect(requests).toEqual([{ name: 'login' }]);
    expect(view.released).toBe(true);
  });

  it('a tap on nothing the app can take only lets the frame go', () => {
    const view = showFrame('img');
    stopRecording = recordModals((r) => requests.push(r));
    pointsAtLogin();
    renderPage();
    tapFrame(100, 400);
    expect(view.released).toBe(true);
    expect(requests).toEqual([]);
  });

  it("home's frame leaves as the layout commits: the header and menus are the app's now", () => {
    const view = showFrame();
    stopRecording = recordModals();
    renderPage();
    expect(view.release).toHaveBeenCalledTimes(1);
    expect(document.getElementById('first-view')).toBeNull();
  });

  it("a route's own first screen stays until the app has drawn the route's content, then goes in that frame", async () => {
    const view = showFrame('img');
    onScreen();
    stopRecording = recordModals();
    const late = lateBanner();
    renderPage(late.page);
    // the layout is there, the route's page is not: a frame later, and much later, the view is still up
    act(() => jest.advanceTimersByTime(1000));
    expect(view.release).not.toHaveBeenCalled();
    expect(marks).toEqual([]);
    await act(async () => late.show());
    act(() => jest.advanceTimersByTime(20));
    expect(view.release).toHaveBeenCalledTimes(1);
    expect(marks).toEqual([ROUTE_CONTENT_MARK]);
  });

  it("a route's own first screen keeps none of its pictures over the page: the app's own replace them", async () => {
    showFrame('img');
    onScreen();
    stopRecording = recordModals();
    const late = lateBanner();
    renderPage(late.page);
    await act(async () => late.show());
    act(() => jest.advanceTimersByTime(20));
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.querySelector(`body > img[src="${BANNER}"]`)).toBeNull();
  });

  it('lets the frame go even when keeping its picture over the page fails', () => {
    const view = showFrame();
    stopRecording = recordModals();
    // a browser's own failure while the app's picture is measured
    jest.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      throw new Error('not laid out');
    });
    renderPage(<img src={BANNER} alt="Banner" />);
    // the app shows the frame's picture: the frame goes as the page commits, and the page stays
    expect(view.release).toHaveBeenCalledTimes(1);
    expect(document.getElementById('first-view')).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner' })).toBeInTheDocument();
  });

  it("keeps the frame's picture drawn over the app's copy until that one is decoded", async () => {
    showFrame();
    placePictures();
    stopRecording = recordModals();
    let decoded!: () => void;
    // on the prototype too: the frame goes as the page commits, before the page's refs are attached
    HTMLImageElement.prototype.decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    renderPage(<img src={BANNER} alt="Banner" />);
    // the app shows the frame's picture as it commits: the frame goes at once, no timer
    expect(document.getElementById('first-view')).toBeNull();
    const kept = document.querySelector<HTMLImageElement>(`body > img[src="${BANNER}"]`)!;
    expect([kept.style.position, kept.style.left, kept.style.top, kept.style.width]).toEqual([
      'fixed',
      '12px',
      '112px',
      '336px',
    ]);
    expect(kept.style.pointerEvents).toBe('none');
    await act(async () => decoded());
    expect(document.querySelector(`body > img[src="${BANNER}"]`)).toBeNull();
  });

  it("keeps home's banner where the frame drew it until the lobby's own comes and is decoded", async () => {
    showFrame();
    placePictures();
    let decoded!: () => void;
    HTMLImageElement.prototype.decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    const late = lateBanner();
    renderPage(late.page);
    expect(document.getElementById('first-view')).toBeNull();
    const kept = () => document.querySelector<HTMLImageElement>(`body > img[src="${BANNER}"]`);
    expect(kept()?.style.position).toBe('fixed');
    await act(async () => late.show());
    expect(kept()).not.toBeNull();
    await act(async () => decoded());
    expect(kept()).toBeNull();
  });

  it('never keeps it longer than PICTURE_KEPT_MS', () => {
    showFrame();
    placePictures();
    stopRecording = recordModals();
    HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
    renderPage(<img src={BANNER} alt="Banner" />);
    expect(document.querySelector(`body > img[src="${BANNER}"]`)).not.toBeNull();
    act(() => jest.advanceTimersByTime(PICTURE_KEPT_MS));
    expect(document.querySelector(`body > img[src="${BANNER}"]`)).toBeNull();
  });
});

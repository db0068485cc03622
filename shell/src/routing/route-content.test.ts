import { routeContentDrawn } from './route-content';

/**
 * When the route's content is drawn (the shell's mark, the hand-over of a route's own first screen): what the
 * screen shows of #main has no placeholder and no loading picture. jsdom lays nothing out: each element's box
 * comes from its data-box attribute ("x y width height"), none is off the 412 x 823 screen otherwise.
 */
function page(html: string): HTMLElement {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 823 });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [x, y, w, h] = (this.getAttribute('data-box') ?? '0 0 100 100').split(' ').map(Number);
    return DOMRect.fromRect({ x, y, width: w, height: h });
  });
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return this.hasAttribute('data-loaded');
  });
  return document.getElementById('main')!;
}

describe('routeContentDrawn', () => {
  afterEach(() => jest.restoreAllMocks());

  it('waits for a placeholder or a loading picture on screen', () => {
    expect(routeContentDrawn(page('<h1>Slots</h1><span data-skeleton=""></span>'))).toBe(false);
    expect(routeContentDrawn(page('<h1>Slots</h1><div aria-busy="true">…</div>'))).toBe(false);
    expect(routeContentDrawn(page('<h1>Slots</h1><img alt="" />'))).toBe(false);
    expect(routeContentDrawn(page('<h1>Slots</h1><img alt="" src="/a.svg" />'))).toBe(false);
    expect(routeContentDrawn(page('<h1>Slots</h1><img alt="" src="/a.svg" data-loaded />'))).toBe(true);
  });

  it('does not wait for what the screen does not show: below it, or a carousel slide beside it', () => {
    expect(
      routeContentDrawn(page('<h1>Home</h1><span data-skeleton="" data-box="0 900 100 100"></span>')),
    ).toBe(true);
    expect(
      routeContentDrawn(page('<h1>Home</h1><img alt="" src="/b.svg" data-box="412 100 336 112" />')),
    ).toBe(true);
  });

  it('an empty page is not drawn yet', () => {
    expect(routeContentDrawn(page(''))).toBe(false);
  });
});

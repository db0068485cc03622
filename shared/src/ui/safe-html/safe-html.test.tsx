import * as React from 'react';
import { render, waitFor } from '@testing-library/react';
import type * as SafeHtmlModule from './safe-html';

/** a fresh copy of the module (whether DOMPurify has loaded is module state), with the one React of the test */
const fresh = () => {
  let mod!: typeof SafeHtmlModule;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    mod = jest.requireActual<typeof SafeHtmlModule>('./safe-html');
  });
  return mod;
};

describe('SafeHtml', () => {
  it('strips script and event handlers', async () => {
    const out = await fresh().sanitizeHtml(
      '<p onclick="x()">Hi<img src="a.png" onerror="alert(1)"><script>alert(2)</script></p>',
    );
    expect(out).not.toMatch(/onerror|onclick|script/);
    expect(out).toContain('<p>Hi');
  });
  it('renders only the cleaned HTML, never the raw one', async () => {
    const { SafeHtml } = fresh();
    const { container } = render(<SafeHtml html={'<b>bold</b><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div aria-busy="true"></div>');
    await waitFor(() => expect(container.innerHTML).toBe('<div><b>bold</b></div>'));
  });
  it('renders the cleaned HTML in its first render once the sanitizer was preloaded (no empty frame)', async () => {
    const { SafeHtml, preloadSanitizer } = fresh();
    await preloadSanitizer();
    const { container } = render(<SafeHtml html={'<i onclick="x()">now</i><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div><i>now</i></div>');
  });
});

describe('SafeHtml when the sanitizer fails', () => {
  afterEach(() => jest.dontMock('dompurify'));

  it('shows the text, never the markup, when DOMPurify does not load, and tries again next time', async () => {
    let mod!: typeof SafeHtmlModule;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('dompurify', () => {
        throw new Error('chunk failed');
      });
      mod = jest.requireActual<typeof SafeHtmlModule>('./safe-html');
    });
    const { container } = render(
      <mod.SafeHtml html={'<b>Bônus</b> de <i>10%</i><img src=x onerror="bad()">'} />,
    );
    await waitFor(() => expect(container.textContent).toBe('Bônus de 10%'));
    expect(container.querySelector('b, i, img')).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    await expect(mod.sanitizeHtml('<b>x</b>')).rejects.toThrow('chunk failed');
  });

  it('shows the text when the sanitizer throws', async () => {
    let mod!: typeof SafeHtmlModule;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('dompurify', () => ({
        __esModule: true,
        default: {
          sanitize: () => {
            throw new Error('broken');
          },
        },
      }));
      mod = jest.requireActual<typeof SafeHtmlModule>('./safe-html');
    });
    await mod.preloadSanitizer();
    const { container } = render(<mod.SafeHtml html={'<p>Olá <b>mundo</b></p>'} />);
    expect(container.textContent).toBe('Olá mundo');
    expect(container.querySelector('b')).toBeNull();
  });
});

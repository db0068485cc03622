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

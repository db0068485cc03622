import { render, waitFor } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('strips script and event handlers', async () => {
    const out = await sanitizeHtml(
      '<p onclick="x()">Hi<img src="a.png" onerror="alert(1)"><script>alert(2)</script></p>',
    );
    expect(out).not.toMatch(/onerror|onclick|script/);
    expect(out).toContain('<p>Hi');
  });
  it('renders only the cleaned HTML, never the raw one', async () => {
    const { container } = render(<SafeHtml html={'<b>bold</b><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div aria-busy="true"></div>');
    await waitFor(() => expect(container.innerHTML).toBe('<div><b>bold</b></div>'));
  });
});

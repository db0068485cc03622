import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('strips script and event handlers', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi<img src="a.png" onerror="alert(1)"><script>alert(2)</script></p>');
    expect(out).not.toMatch(/onerror|onclick|script/);
    expect(out).toContain('<p>Hi');
  });
  it('renders the cleaned HTML', () => {
    const { container } = render(<SafeHtml html={'<b>bold</b><script>bad()</script>'} />);
    expect(container.innerHTML).toBe('<div><b>bold</b></div>');
  });
});

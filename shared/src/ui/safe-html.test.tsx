import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()"></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>Hi');
  });

  it('keeps formatting and opens links in a new tab without an opener', () => {
    const { container } = render(<SafeHtml html={'<b>Bold</b> <a href="https://example.com">site</a>'} />);
    expect(container.querySelector('b')?.textContent).toBe('Bold');
    const a = container.querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

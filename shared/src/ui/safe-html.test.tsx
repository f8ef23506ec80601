import { render, waitFor } from '@testing-library/react';
import type * as Rtl from '@testing-library/react/pure';
import type * as React from 'react';
import type * as SafeHtmlModule from './safe-html';
import { loadSanitizer, SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

describe('SafeHtml', () => {
  beforeAll(() => loadSanitizer());

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

  it('shows an empty, busy box until the sanitiser has loaded, never the raw HTML, then the clean HTML', async () => {
    // A fresh module graph, where the sanitiser has not been loaded yet (jest.setup.ts preloads it elsewhere);
    // the pure entry of testing-library, since hooks cannot be registered inside a test.
    let fresh!: { rtl: typeof Rtl; react: typeof React; mod: typeof SafeHtmlModule };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh registry is only reachable through require */
      fresh = { rtl: require('@testing-library/react/pure'), react: require('react'), mod: require('./safe-html') };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    const { container } = fresh.rtl.render(fresh.react.createElement(fresh.mod.SafeHtml, { html: '<b>Hi</b><img src=x onerror="steal()">' }));
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild?.innerHTML).toBe('');
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('Hi'));
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(container.innerHTML).not.toContain('onerror');
    fresh.rtl.cleanup();
  });
});

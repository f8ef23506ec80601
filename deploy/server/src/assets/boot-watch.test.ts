/**
 * @jest-environment jsdom
 */
/** The boot watch shows the start-up error as soon as a host start-up script fails to load, and only then. */
import { BOOT_WATCH_JS } from './boot-watch.js';

// The server's types have no DOM: the little of jsdom's document this test touches.
interface Script {
  defer: boolean;
  src: string;
  dispatchEvent(e: Event): boolean;
}
interface Doc {
  documentElement: { dataset: Record<string, string | undefined>; removeAttribute(name: string): void };
  body: { innerHTML: string };
  head: { append(node: Script): void };
  createElement(tag: 'script'): Script;
}
const document = (globalThis as unknown as { document: Doc }).document;

function page(mounted = false) {
  document.documentElement.removeAttribute('data-boot');
  document.body.innerHTML = `<div id="root">${mounted ? '<main></main>' : ''}</div>`;
  // The watch runs as the page's first script (jsdom runs no external scripts: evaluated here).
  new Function(BOOT_WATCH_JS)();
}

function failLoad(src: string, defer = true): void {
  const s = document.createElement('script');
  s.defer = defer;
  s.src = src;
  document.head.append(s);
  // A load error does not bubble: only a capturing listener on the window sees it.
  s.dispatchEvent(new Event('error', { bubbles: false }));
}

describe('boot watch', () => {
  it('marks the start failed when the host’s main script cannot load', () => {
    page();
    failLoad('/host/1.0.0/main.5d10efa8.js');
    expect(document.documentElement.dataset.boot).toBe('failed');
  });

  it('leaves a remote’s script, a lazy chunk and a mounted app alone', () => {
    page();
    failLoad('/remotes/member/1.0.0/remoteEntry.js');
    failLoad('/host/1.0.0/1176.5b1a7aad.js', false);
    expect(document.documentElement.dataset.boot).toBeUndefined();
    page(true);
    failLoad('/host/1.0.0/main.5d10efa8.js');
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });
});

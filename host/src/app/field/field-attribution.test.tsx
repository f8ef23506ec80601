import { render } from '@testing-library/react';
import { ownerOf } from './field-attribution';

it('attributes a node to the remote area it sits in, the innermost one, else the host', () => {
  const { container } = render(
    <main>
      <h1 data-testid="host-title">Home</h1>
      <div className="h-remote-area" data-tessera-app="games" data-tessera-version="1.4.0">
        <section>
          <img alt="" data-testid="lcp" />
          text in games
        </section>
        <div className="h-remote-area" data-tessera-app="lottery" data-tessera-version="2.0.1">
          <button type="button" data-testid="bet">
            Bet
          </button>
        </div>
      </div>
      <div className="h-remote-area" data-tessera-app="member">
        <button type="button" data-testid="deposit">
          Deposit
        </button>
      </div>
    </main>,
  );
  const by = (id: string) => container.querySelector(`[data-testid="${id}"]`);
  expect(ownerOf(by('lcp'))).toEqual({ app: 'games', version: '1.4.0' });
  expect(ownerOf(by('bet'))).toEqual({ app: 'lottery', version: '2.0.1' });
  // A text node (CLS sources, LCP text blocks) counts as its parent element.
  const text = [...by('lcp')!.parentElement!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
  expect(ownerOf(text)).toEqual({ app: 'games', version: '1.4.0' });
  // An area that does not know its version yet says so by leaving it out.
  expect(ownerOf(by('deposit'))).toEqual({ app: 'member' });
  expect(ownerOf(by('host-title'))).toEqual({ app: 'host' });
  // A node no longer in the page, or none at all: the host's.
  expect(ownerOf(null)).toEqual({ app: 'host' });
  expect(ownerOf(document.createElement('span'))).toEqual({ app: 'host' });
});

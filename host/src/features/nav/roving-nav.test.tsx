import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useRovingNav } from './roving-nav';

/** The nav's shape (category-links.tsx): items, a toggle with its drop-down of vendors. */
function Nav() {
  const roving = useRovingNav();
  const [open, setOpen] = useState(false);
  return (
    <ul ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
      <li className="h-nav__entry">
        <a href="/" className="h-nav__item">Home</a>
      </li>
      <li className="h-nav__entry" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
        <a href="/rng" className="h-nav__item">Slots</a>
        <button type="button" className="h-nav__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          ▾
        </button>
        <div className="h-dropdown">
          <a href="/rng" className="h-dropdown__vendor">PG</a>
          <a href="/rng" className="h-dropdown__vendor">JL</a>
        </div>
      </li>
      <li className="h-nav__entry">
        <a href="/promotions" className="h-nav__item">Promotions</a>
      </li>
    </ul>
  );
}

const link = (name: string) => screen.getByRole('link', { name });

it('is one Tab stop: arrows move along it and the stop follows, vendors are reached from their toggle', () => {
  render(<Nav />);
  const toggle = screen.getByRole('button');
  expect([link('Home'), link('Slots'), toggle, link('Promotions'), link('PG'), link('JL')].map((e) => e.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
  link('Home').focus();
  fireEvent.keyDown(link('Home'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(link('Slots'));
  fireEvent.keyDown(link('Slots'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(toggle);
  expect([link('Home').tabIndex, toggle.tabIndex]).toEqual([-1, 0]);
  fireEvent.keyDown(toggle, { key: 'End' });
  expect(document.activeElement).toBe(link('Promotions'));
  fireEvent.keyDown(link('Promotions'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(link('Home'));
  fireEvent.keyDown(link('Home'), { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(link('Promotions'));
  // In a drop-down the arrows move among its vendors; Escape goes back to the toggle.
  link('PG').focus();
  fireEvent.keyDown(link('PG'), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(link('JL'));
  fireEvent.keyDown(link('JL'), { key: 'ArrowDown' });
  expect(document.activeElement).toBe(link('PG'));
  fireEvent.keyDown(link('PG'), { key: 'Escape' });
  expect(document.activeElement).toBe(toggle);
});

import { act, render, screen } from '@testing-library/react';
import { matchesMedia, useMediaQuery } from './media-query';

function installMatchMedia(state: { wide: boolean }) {
  const listeners = new Set<() => void>();
  const impl = jest.fn((media: string) => ({
    media,
    get matches() {
      return state.wide;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: impl });
  return { impl, fire: () => listeners.forEach((l) => l()) };
}

function Width() {
  return <p>{useMediaQuery('(min-width: 901px)', true) ? 'wide' : 'narrow'}</p>;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('useMediaQuery', () => {
  it('asks the browser for one list per query, however often it renders, and follows its live answer', () => {
    const state = { wide: false };
    const { impl, fire } = installMatchMedia(state);
    const { rerender } = render(<Width />);
    for (let i = 0; i < 5; i += 1) rerender(<Width />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    state.wide = true;
    act(fire);
    expect(screen.getByText('wide')).toBeInTheDocument();
    expect(impl.mock.calls.filter(([q]) => q === '(min-width: 901px)')).toHaveLength(1);
  });

  it('answers `unknown` without matchMedia, and a new implementation gets lists of its own', () => {
    expect(matchesMedia('(min-width: 901px)', true)).toBe(true);
    const first = installMatchMedia({ wide: false });
    expect(matchesMedia('(min-width: 901px)', true)).toBe(false);
    const second = installMatchMedia({ wide: true });
    expect(matchesMedia('(min-width: 901px)', false)).toBe(true);
    expect([first.impl.mock.calls.length, second.impl.mock.calls.length]).toEqual([1, 1]);
  });
});

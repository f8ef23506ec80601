import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, NearViewport } from './near-viewport';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('NearViewport', () => {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock; observe: jest.Mock }[] = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
      const o = { callback, options, disconnect: jest.fn(), observe: jest.fn() };
      observers.push(o);
      return o;
    });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  it('keeps its box empty until the box nears the viewport, then mounts the widget once and stops watching', () => {
    jest.useFakeTimers();
    const { container } = render(
      <NearViewport className="slot">
        <p>hot games</p>
      </NearViewport>,
    );
    // The page above is still filling in: where the box is now says nothing yet.
    expect(observers).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('hot games')).toBeNull();
    expect(container.querySelector('.slot')).toHaveAttribute('data-near', 'no');
    expect(observers[0]!.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN} 0px`);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('hot games')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('hot games')).toBeInTheDocument();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    expect(observers).toHaveLength(1);
  });

  it('watches from the first scroll when the visitor scrolls before the page has settled', () => {
    render(
      <NearViewport>
        <p>hot games</p>
      </NearViewport>,
    );
    expect(observers).toHaveLength(0);
    fireEvent.scroll(window);
    expect(observers).toHaveLength(1);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('hot games')).toBeInTheDocument();
  });

  it('mounts at once where the browser cannot observe', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <NearViewport>
        <p>popular lottery</p>
      </NearViewport>,
    );
    expect(screen.getByText('popular lottery')).toBeInTheDocument();
  });
});

import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from '@tessera/shared/router';
import { ScrollToHash, SETTLE_SCROLLS_MS } from './scroll-to-hash';

let scrolls: string[];
beforeEach(() => {
  jest.useFakeTimers();
  scrolls = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolls.push(this.id);
  };
});
afterEach(() => {
  jest.useRealTimers();
});

function page() {
  return render(
    <MemoryRouter initialEntries={['/help#feedback']}>
      <ScrollToHash />
      <form id="feedback" />
    </MemoryRouter>,
  );
}

it('scrolls to the hash element once it is there, and again as the page settles', () => {
  page();
  act(() => jest.advanceTimersByTime(100));
  expect(scrolls).toEqual(['feedback']);
  act(() => jest.advanceTimersByTime(Math.max(...SETTLE_SCROLLS_MS)));
  expect(scrolls).toEqual(['feedback', 'feedback', 'feedback']);
});

it('never moves the page again once the player types, clicks, scrolls or touches', () => {
  for (const take of [fireEvent.keyDown, fireEvent.pointerDown, fireEvent.wheel, fireEvent.touchStart]) {
    scrolls = [];
    const { unmount } = page();
    act(() => jest.advanceTimersByTime(100));
    take(document.body);
    act(() => jest.advanceTimersByTime(Math.max(...SETTLE_SCROLLS_MS)));
    expect(scrolls).toEqual(['feedback']);
    unmount();
  }
});

it('stops looking when the player takes over before the element is there', () => {
  page();
  fireEvent.keyDown(document.body);
  act(() => jest.advanceTimersByTime(5000));
  expect(scrolls).toEqual([]);
});

import { visibleInterval } from './visible-interval';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('visibleInterval', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setHidden(false);
    jest.useRealTimers();
  });

  it('ticks while visible, not at all while hidden, once at once when shown again, never after stop', () => {
    const tick = jest.fn();
    const stop = visibleInterval(tick, 1000);
    jest.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    setHidden(true);
    jest.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(3);
    setHidden(false);
    expect(tick).toHaveBeenCalledTimes(4);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(5);
    stop();
    jest.advanceTimersByTime(5000);
    setHidden(true);
    setHidden(false);
    expect(tick).toHaveBeenCalledTimes(5);
  });
});

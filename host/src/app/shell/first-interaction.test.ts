import { onFirstInteraction } from './first-interaction';

/** The next frame and the task after it (afterNextPaint): two frames' time covers both. */
const paint = () => jest.advanceTimersByTime(32);

describe('onFirstInteraction', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, after the first pointer is lifted and the next frame painted, and not for what follows', () => {
    const run = jest.fn();
    onFirstInteraction(run);
    window.dispatchEvent(new Event('pointerdown'));
    paint();
    // Not while the tap is on: its own handlers and paint come first.
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('keyup'));
    paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['keydown', 'keyup'],
    ['pointerdown', 'pointercancel'],
  ])('a %s then %s is an interaction', (start, end) => {
    const run = jest.fn();
    onFirstInteraction(run);
    document.body.dispatchEvent(new Event(start, { bubbles: true }));
    document.body.dispatchEvent(new Event(end, { bubbles: true }));
    paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('an end without a start is not one (a pointer lifted that went down before the page listened)', () => {
    const run = jest.fn();
    onFirstInteraction(run);
    window.dispatchEvent(new Event('pointerup'));
    paint();
    expect(run).not.toHaveBeenCalled();
  });

  it.each(['before the touch', 'during the touch', 'before the paint'])('does nothing once cancelled %s (the shell unmounted first)', (when) => {
    const run = jest.fn();
    const cancel = onFirstInteraction(run);
    if (when === 'before the touch') cancel();
    window.dispatchEvent(new Event('pointerdown'));
    if (when === 'during the touch') cancel();
    window.dispatchEvent(new Event('pointerup'));
    if (when === 'before the paint') cancel();
    paint();
    jest.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});

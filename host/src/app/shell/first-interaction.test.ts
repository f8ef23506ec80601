import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('runs once, at the first pointer, key or touch, and not for what follows', () => {
    const run = jest.fn();
    onFirstInteraction(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('touchstart'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'touchstart'])('a %s alone is an interaction', (type) => {
    const run = jest.fn();
    onFirstInteraction(run);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the shell unmounted first)', () => {
    const run = jest.fn();
    const cancel = onFirstInteraction(run);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});

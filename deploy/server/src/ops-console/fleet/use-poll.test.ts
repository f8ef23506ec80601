/**
 * @jest-environment jsdom
 */
/** The console's live refresh: polls while the page is shown, asks nothing while hidden, catches up on return. */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { usePoll } from './use-poll.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function Probe({ load }: { load: () => Promise<number> }) {
  const { data } = usePoll(load, [], 10_000);
  return createElement('output', null, data === undefined ? '' : String(data));
}

describe('usePoll', () => {
  let root: Root;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => root.unmount());
    jest.useRealTimers();
  });

  it('refreshes every interval while visible, skips while hidden, and reloads at once when shown again', async () => {
    let n = 0;
    const load = jest.fn(async () => ++n);
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe, { load })));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(2);

    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(load).toHaveBeenCalledTimes(2);

    visibility = 'visible';
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(4);
  });
});

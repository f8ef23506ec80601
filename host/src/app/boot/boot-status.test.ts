import { bootFailed, bootStarted, NO_PROGRESS_MS } from './boot-status';

describe('start-up state', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete document.documentElement.dataset.boot;
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('holds the timed error back once the entry runs, and never fails a page that mounted', () => {
    let now = 0;
    bootStarted(() => now);
    expect(document.documentElement.dataset.boot).toBe('started');
    document.getElementById('root')!.append(document.createElement('div'));
    now = NO_PROGRESS_MS * 3;
    jest.advanceTimersByTime(NO_PROGRESS_MS * 3);
    expect(document.documentElement.dataset.boot).toBe('started');
  });

  it('fails a page that made no progress for the bound, not before', () => {
    let now = 0;
    bootStarted(() => now);
    now = NO_PROGRESS_MS - 5000;
    jest.advanceTimersByTime(NO_PROGRESS_MS - 5000);
    expect(document.documentElement.dataset.boot).toBe('started');
    now = NO_PROGRESS_MS + 5000;
    jest.advanceTimersByTime(10_000);
    expect(document.documentElement.dataset.boot).toBe('failed');
  });

  it('shows the error at once when the start throws', () => {
    bootStarted(() => 0);
    bootFailed();
    expect(document.documentElement.dataset.boot).toBe('failed');
  });
});

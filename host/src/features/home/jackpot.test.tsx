import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Jackpot, jackpotAt, JACKPOT_STEP, JACKPOT_TICK_MS } from './jackpot';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

describe('jackpot', () => {
  it('derives the start from the time, one step per 3 s', () => {
    const t0 = Date.UTC(2026, 0, 1, 12);
    expect(jackpotAt(t0 + JACKPOT_TICK_MS) - jackpotAt(t0)).toBeCloseTo(JACKPOT_STEP, 2);
    expect(jackpotAt(t0 + 1000)).toBe(jackpotAt(t0));
  });

  it('grows by 165.11 every 3 s, shown without separators', () => {
    jest.useFakeTimers();
    render(<Jackpot />);
    const before = Number(screen.getByTestId('jackpot-value').textContent);
    act(() => {
      jest.advanceTimersByTime(JACKPOT_TICK_MS * 2);
    });
    const after = screen.getByTestId('jackpot-value').textContent ?? '';
    expect(after).not.toContain(',');
    expect(Number(after) - before).toBeCloseTo(2 * JACKPOT_STEP, 2);
    jest.useRealTimers();
  });

  it('moves its digits without rendering React again (a quiet page)', () => {
    jest.useFakeTimers();
    const onRender = jest.fn();
    render(
      <Profiler id="jackpot" onRender={onRender}>
        <Jackpot />
      </Profiler>,
    );
    const renders = onRender.mock.calls.length;
    const before = Number(screen.getByTestId('jackpot-value').textContent);
    act(() => {
      jest.advanceTimersByTime(JACKPOT_TICK_MS * 5);
    });
    expect(Number(screen.getByTestId('jackpot-value').textContent) - before).toBeCloseTo(5 * JACKPOT_STEP, 2);
    expect(onRender.mock.calls.length).toBe(renders);
    jest.useRealTimers();
  });
});

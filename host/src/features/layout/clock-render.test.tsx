import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Clock } from './clock';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

it('ticks each second by rewriting its text, without rendering React again (a quiet page)', () => {
  jest.useFakeTimers({ now: new Date('2026-03-05T09:04:09Z') });
  const onRender = jest.fn();
  render(
    <Profiler id="clock" onRender={onRender}>
      <Clock />
    </Profiler>,
  );
  const renders = onRender.mock.calls.length;
  const el = screen.getByLabelText(/./, { selector: 'time' });
  const first = el.textContent;
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(el.textContent).not.toBe(first);
  expect(el.getAttribute('datetime')).toBe('2026-03-05T09:04:12.000Z');
  expect(onRender.mock.calls.length).toBe(renders);
  jest.useRealTimers();
});

it('formats nothing while it is not displayed (a phone’s closed menu), and shows the time once it is', () => {
  jest.useFakeTimers({ now: new Date('2026-03-05T09:04:09Z') });
  let shown = false;
  const proto = HTMLElement.prototype as { checkVisibility?: () => boolean };
  proto.checkVisibility = () => shown;
  try {
    const { rerender } = render(<Clock />);
    const el = screen.getByLabelText(/./, { selector: 'time' });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(el.textContent).toBe('');
    shown = true;
    // The header renders again when its menu opens: the time is written before that frame is painted.
    rerender(<Clock />);
    act(() => {
      jest.advanceTimersToNextFrame();
    });
    expect(el.textContent).toMatch(/^\(GMT[^)]*\) 2026-03-0\d \d\d:\d\d:11$/);
  } finally {
    delete proto.checkVisibility;
    jest.useRealTimers();
  }
});

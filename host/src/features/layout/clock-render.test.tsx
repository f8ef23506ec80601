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

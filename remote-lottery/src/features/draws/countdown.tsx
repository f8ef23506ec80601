import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';

dayjs.extend(duration);

/** `HH:mm:ss`, with the days in front (worded by `days`, e.g. "2 days") when the draw is a day or more away. */
export function formatCountdown(ms: number, days: (count: number) => string): string {
  const d = dayjs.duration(Math.max(0, ms));
  const whole = Math.floor(d.asDays());
  // format-ok: a countdown (a length of time), not a date
  const clock = d.format('HH:mm:ss');
  return whole > 0 ? `${days(whole)} ${clock}` : clock;
}

/** Time left until `openTime` (gateway clock), ticking every second; "Drawing…" once it is due. */
export function Countdown({ openTime, skewMs }: { openTime: number; skewMs: number }) {
  const { t } = useTranslation(NS);
  const [now, setNow] = useState(() => Date.now() + skewMs);
  useEffect(() => {
    setNow(Date.now() + skewMs);
    const id = setInterval(() => setNow(Date.now() + skewMs), 1000);
    return () => clearInterval(id);
  }, [skewMs]);
  const left = openTime - now;
  return (
    <span className="lt-countdown" data-testid="countdown">
      {left > 0 ? t('draws.nextIn', { time: formatCountdown(left, (count) => t('draws.days', { count })) }) : t('draws.drawing')}
    </span>
  );
}

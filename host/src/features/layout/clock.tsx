/** Live clock of the page top: refreshes each second, 'YYYY-MM-DD HH:mm:ss' with the GMT offset (docs/product.md#page-top). */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export function formatClock(date: Date): string {
  const d = dayjs(date);
  const offset = d.format('Z').replace(':00', '').replace(/^([+-])0/, '$1');
  return `(GMT${offset}) ${d.format('YYYY-MM-DD HH:mm:ss')}`;
}

export function Clock() {
  const { t } = useTranslation('host');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="h-clock" dateTime={now.toISOString()} aria-label={t('prefs.clock')}>
      {formatClock(now)}
    </time>
  );
}

/**
 * Jackpot counter (docs/product.md#banners): starts from a number derived from the time and grows by
 * 165.11 every 3 s; its digits roll, without separators.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const JACKPOT_STEP = 165.11;
export const JACKPOT_TICK_MS = 3000;
/** The pot is "won" every week and starts again from its seed: every visitor sees about the same amount. */
const CYCLE_MS = 7 * 24 * 3600_000;
const SEED_AMOUNT = 1_000_000;

export function jackpotAt(now: number): number {
  const ticks = Math.floor((now % CYCLE_MS) / JACKPOT_TICK_MS);
  return Math.round((SEED_AMOUNT + ticks * JACKPOT_STEP) * 100) / 100;
}

function RollingDigit({ char }: { char: string }) {
  if (!/\d/.test(char)) return <span className="h-jackpot__sep">{char}</span>;
  const n = Number(char);
  return (
    <span className="h-jackpot__digit">
      <span className="h-jackpot__reel" style={{ transform: `translateY(-${n * 10}%)` }}>
        {'0123456789'.split('').map((d) => (
          <span key={d}>{d}</span>
        ))}
      </span>
    </span>
  );
}

export function Jackpot() {
  const { t } = useTranslation('host');
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const id = setInterval(() => setValue((v) => Math.round((v + JACKPOT_STEP) * 100) / 100), JACKPOT_TICK_MS);
    return () => clearInterval(id);
  }, []);
  const text = value.toFixed(2);
  return (
    <section className="h-jackpot" aria-label={t('jackpot.label')} data-testid="jackpot">
      <span className="h-jackpot__title">{t('jackpot.title')}</span>
      <span className="h-jackpot__value" aria-hidden="true">
        {text.split('').map((c, i) => (
          <RollingDigit key={i} char={c} />
        ))}
      </span>
      <span className="h-visually-hidden" data-testid="jackpot-value">
        {text}
      </span>
    </section>
  );
}

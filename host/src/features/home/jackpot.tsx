/**
 * Jackpot counter (docs/product.md#banners): starts from a number derived from the time and grows by
 * 165.11 every 3 s; its digits roll, without separators.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useVisibleInterval } from '../../app/shell/visible-interval';

export const JACKPOT_STEP = 165.11;
export const JACKPOT_TICK_MS = 3000;
/** The pot is "won" every week and starts again from its seed: every visitor sees about the same amount. */
const CYCLE_MS = 7 * 24 * 3600_000;
const SEED_AMOUNT = 1_000_000;

export function jackpotAt(now: number): number {
  const ticks = Math.floor((now % CYCLE_MS) / JACKPOT_TICK_MS);
  return Math.round((SEED_AMOUNT + ticks * JACKPOT_STEP) * 100) / 100;
}

const reelTransform = (digit: number) => `translateY(-${digit * 10}%)`;

function RollingDigit({ char }: { char: string }) {
  if (!/\d/.test(char)) return <span className="h-jackpot__sep">{char}</span>;
  const n = Number(char);
  return (
    <span className="h-jackpot__digit">
      <span className="h-jackpot__reel" style={{ transform: reelTransform(n) }}>
        {'0123456789'.split('').map((d) => (
          <span key={d}>{d}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * Rendered when the number of characters changes; each step otherwise only moves the reels and rewrites the
 * hidden text (no React render), and nothing runs while the page is hidden (a quiet page).
 */
export function Jackpot() {
  const { t } = useTranslation('host');
  // format-ok: the reels turn one digit each, so the text is the plain digits, not a written amount
  const [shown, setShown] = useState(() => jackpotAt(Date.now()).toFixed(2));
  const value = useRef(Number(shown));
  const digits = useRef<HTMLSpanElement>(null);
  const hidden = useRef<HTMLSpanElement>(null);
  useVisibleInterval(() => {
    value.current = Math.round((value.current + JACKPOT_STEP) * 100) / 100;
    // format-ok: the reels turn one digit each, so the text is the plain digits, not a written amount
    const text = value.current.toFixed(2);
    const reels = digits.current?.querySelectorAll<HTMLElement>('.h-jackpot__digit > .h-jackpot__reel, .h-jackpot__sep');
    if (!reels || reels.length !== text.length || !hidden.current) {
      setShown(text);
      return;
    }
    text.split('').forEach((c, i) => {
      const el = reels[i]!;
      if (/\d/.test(c) && el.classList.contains('h-jackpot__reel')) el.style.transform = reelTransform(Number(c));
    });
    hidden.current.textContent = text;
  }, JACKPOT_TICK_MS);
  return (
    <section className="h-jackpot" aria-label={t('jackpot.label')} data-testid="jackpot">
      <span className="h-jackpot__title">{t('jackpot.title')}</span>
      <span className="h-jackpot__value" aria-hidden="true" ref={digits}>
        {shown.split('').map((c, i) => (
          <RollingDigit key={i} char={c} />
        ))}
      </span>
      <span className="h-visually-hidden" data-testid="jackpot-value" ref={hidden}>
        {shown}
      </span>
    </section>
  );
}

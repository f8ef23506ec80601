import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { PAGER_MARGIN, PAGER_RANGE } from './types';

/** The page numbers to show, with `null` for a gap: range 3 around the current page, 1 kept at each end. */
export function pagerItems(current: number, total: number, range = PAGER_RANGE, margin = PAGER_MARGIN): (number | null)[] {
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  const half = Math.floor(range / 2);
  let start = Math.max(current - half, margin + 1);
  let end = start + range - 1;
  if (end > total - margin) {
    end = total - margin;
    start = Math.max(end - range + 1, margin + 1);
  }
  const items: (number | null)[] = [];
  for (let p = 1; p <= margin; p += 1) items.push(p);
  if (start > margin + 1) items.push(null);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - margin) items.push(null);
  for (let p = total - margin + 1; p <= total; p += 1) items.push(p);
  return items;
}

export function Pager({ current, total, onPage }: { current: number; total: number; onPage(page: number): void }) {
  const { t } = useTranslation(NS);
  if (total <= 1) return null;
  const edge = (label: string, page: number, disabled: boolean) => (
    <li>
      <button type="button" className="gm-pager__btn" disabled={disabled} onClick={() => onPage(page)}>
        {label}
      </button>
    </li>
  );
  return (
    <nav className="gm-pager" aria-label={t('pager.label')}>
      <ul>
        {edge(t('pager.first'), 1, current <= 1)}
        {edge(t('pager.prev'), current - 1, current <= 1)}
        {pagerItems(current, total).map((p, i) =>
          p === null ? (
            <li key={`gap${i}`} className="gm-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="gm-pager__btn"
                aria-current={p === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        {edge(t('pager.next'), current + 1, current >= total)}
        {edge(t('pager.last'), total, current >= total)}
      </ul>
    </nav>
  );
}

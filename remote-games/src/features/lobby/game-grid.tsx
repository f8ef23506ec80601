import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '@tessera/shared';
import { DEFAULT_GAME_ICON } from '../../common/game-icon';
import { GameName } from '../../common/game-name';
import { NS } from '../../i18n';

/** Lazy images load once 10% of the tile is in view. */
const LAZY_THRESHOLD = 0.1;
/** Above this many games the grid renders only the rows in view. */
export const VIRTUAL_ABOVE = 60;
/** Columns as the CSS lays them out (lobby.css): 5 from 901 px, else 3, so pages of 15 fill their rows. */
const WIDE_GRID_MIN = 901;
const GAP = 12;
const ROW_EXTRA = 80; // a two-line name (lobby.css), the vendor and padding under the square icon

/**
 * How a tile's icon loads: the first visible row `eager` (the first tile `high`, usually the page's LCP
 * image), the rest lazily.
 */
export type IconPriority = 'high' | 'eager' | 'lazy';

/** The icon's loading for the tile at `index` when `firstRow` tiles fill the first row. */
export function iconPriority(index: number, firstRow: number): IconPriority {
  if (index === 0) return 'high';
  return index < firstRow ? 'eager' : 'lazy';
}

/** Loads its source when 10% in view (or at once in the first row); one retry, then the default icon. */
function LazyIcon({ src, alt, priority = 'lazy' }: { src: string; alt: string; priority?: IconPriority }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(priority !== 'lazy' || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  const current = !src || attempt >= 2 ? DEFAULT_GAME_ICON : attempt === 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : src;
  return (
    <img
      ref={ref}
      className="gm-tile__icon"
      src={visible ? current : undefined}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
      onError={() => setAttempt((a) => (a < 2 ? a + 1 : a))}
    />
  );
}

interface TileProps {
  game: GameItem;
  vendorName: string;
  favourite: boolean;
  onLaunch(game: GameItem): void;
  onFavourite(game: GameItem): void;
  /** Placement in the virtual grid. */
  style?: React.CSSProperties;
  priority?: IconPriority;
}

/**
 * Memoised: a tap that changes the lobby's state around the grid (a launch's busy cover, a favourite) re-renders
 * only the tiles whose own props changed, not every tile with its name's layout, before the tap's paint.
 */
const GameTile = memo(function GameTile({ game, vendorName, favourite, onLaunch, onFavourite, style, priority }: TileProps) {
  const { t } = useTranslation(NS);
  return (
    <li className={style ? 'gm-tile gm-tile--placed' : 'gm-tile'} data-testid="game-tile" style={style}>
      <button type="button" className="gm-tile__play" onClick={() => onLaunch(game)} aria-label={t('games.play', { name: game.gameName })}>
        <LazyIcon src={game.iconUrl} alt="" priority={priority} />
        <GameName name={game.gameName} className="gm-tile__name" />
        <span className="gm-tile__vendor">{vendorName}</span>
      </button>
      <button
        type="button"
        className="gm-tile__fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'favourites.remove' : 'favourites.add', { name: game.gameName })}
        onClick={() => onFavourite(game)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </li>
  );
});

interface GridProps {
  games: GameItem[];
  vendorName(v: string): string;
  isFavourite(nodeId: string): boolean;
  label: string;
  onLaunch(game: GameItem): void;
  onFavourite(game: GameItem): void;
}

/** Columns that fit the grid's width, as the CSS grid lays them out. */
function useColumns(ref: React.RefObject<HTMLElement | null>): number {
  const [cols, setCols] = useState(5);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setCols(window.innerWidth >= WIDE_GRID_MIN ? 5 : 3);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return cols;
}

/** Thousands of games: only the rows near the viewport are in the page (@tanstack/react-virtual). */
function VirtualGrid({ games, label, ...tile }: GridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const cols = useColumns(ref);
  const rows = Math.ceil(games.length / cols);
  const width = ref.current?.clientWidth ?? cols * 160;
  const rowHeight = (width - GAP * (cols - 1)) / cols + ROW_EXTRA + GAP;
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, overscan: 3, scrollMargin: ref.current?.offsetTop ?? 0 });
  const cell = `((100% - ${GAP * (cols - 1)}px) / ${cols})`;
  return (
    <div ref={ref} className="gm-vgrid" style={{ height: virtualizer.getTotalSize() }}>
      <ul className="gm-grid gm-grid--virtual" aria-label={label}>
        {virtualizer.getVirtualItems().flatMap((row) =>
          games.slice(row.index * cols, row.index * cols + cols).map((g, col) => (
            <GameTile
              key={g.nodeId}
              priority={iconPriority(row.index * cols + col, cols)}
              style={{
                top: row.start - virtualizer.options.scrollMargin,
                left: `calc(${col} * ${cell} + ${col * GAP}px)`,
                width: `calc${cell}`,
                height: rowHeight - GAP,
              }}
              game={g}
              vendorName={tile.vendorName(g.vassalage)}
              favourite={tile.isFavourite(g.nodeId)}
              onLaunch={tile.onLaunch}
              onFavourite={tile.onFavourite}
            />
          )),
        )}
      </ul>
    </div>
  );
}

/**
 * Columns for a list of `count` games with at most `max` per row: as many rows as `max` needs, then as few
 * columns as fill them, so a short list never leaves one tile alone on its last row (7 on 5 columns: 4 + 3).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return max;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/** The grid's columns at the current width, as lobby.css lays them out (5, or 3 up to 900 px). */
function useMaxColumns(): number {
  const query = `(max-width: ${WIDE_GRID_MIN - 1}px)`;
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const change = () => setNarrow(mq.matches);
    mq.addEventListener?.('change', change);
    return () => mq.removeEventListener?.('change', change);
  }, [query]);
  return narrow ? 3 : 5;
}

export function GameGrid(props: GridProps) {
  const max = useMaxColumns();
  if (props.games.length > VIRTUAL_ABOVE) return <VirtualGrid {...props} />;
  const { games, label, vendorName, isFavourite, onLaunch, onFavourite } = props;
  const cols = balancedColumns(games.length, max);
  return (
    <ul className="gm-grid" aria-label={label} data-cols={cols} style={{ '--gm-cols': cols } as React.CSSProperties}>
      {games.map((g, i) => (
        <GameTile key={g.nodeId} priority={iconPriority(i, cols)} game={g} vendorName={vendorName(g.vassalage)} favourite={isFavourite(g.nodeId)} onLaunch={onLaunch} onFavourite={onFavourite} />
      ))}
    </ul>
  );
}

/** A game's icon that falls back to the default icon when its art cannot load (docs/product.md#lobbies). */
import { useState } from 'react';

/** Shown when a game's icon fails (docs/product.md#lobbies: the default error icon). */
export const DEFAULT_GAME_ICON = '/cdn/TCG_GAME_ICONS/default.png';

export function GameIcon({ src, className, size }: { src: string; className?: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed || !src ? DEFAULT_GAME_ICON : src}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      data-fallback={failed || !src ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}

import { useState } from 'react';
import type { GameItem } from '@tessera/shared';

function GameTile({ game, vendorName }: { game: GameItem; vendorName: string }) {
  const [broken, setBroken] = useState(false);
  return (
    // Launching a game comes with the launch rules; until then a tile is information, not a control.
    <li className="gm-tile" data-testid="game-tile">
      {broken || !game.iconUrl ? (
        <div className="gm-tile__icon gm-tile__icon--missing" role="img" aria-label={game.gameName}>
          {game.gameName.slice(0, 1)}
        </div>
      ) : (
        <img className="gm-tile__icon" src={game.iconUrl} alt={game.gameName} loading="lazy" onError={() => setBroken(true)} />
      )}
      <span className="gm-tile__name">{game.gameName}</span>
      <span className="gm-tile__vendor">{vendorName}</span>
    </li>
  );
}

export function GameGrid({ games, vendorName, label }: { games: GameItem[]; vendorName(v: string): string; label: string }) {
  return (
    <ul className="gm-grid" aria-label={label}>
      {games.map((g) => (
        <GameTile key={g.nodeId} game={g} vendorName={vendorName(g.vassalage)} />
      ))}
    </ul>
  );
}

/** Lobby pages (/live /pvp /fish /rng /cockfight): the games remote's Lobby, keyed by the path. */
import { useLocation } from '@tessera/shared/router';
import { RemoteArea } from '../../app/remotes/remote-area';

export const LOBBY_PATHS = ['live', 'pvp', 'fish', 'rng', 'cockfight'] as const;

export function LobbyPage() {
  const lobbyType = useLocation().pathname.slice(1);
  return <RemoteArea key={lobbyType} module="games/Lobby" props={{ lobbyType }} />;
}

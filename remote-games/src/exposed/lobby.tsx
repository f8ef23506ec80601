import { type LobbyProps } from '@tessera/shared';
import { VersionMarker } from '@tessera/shared/kit';
import { AppProviders } from '../app/providers';
import { LobbyView } from '../features/lobby/lobby-view';
import '../i18n';

/** Lobby page for /live /pvp /fish /rng /cockfight (docs/architecture.md#exposed-modules). */
export default function Lobby({ lobbyType }: LobbyProps) {
  return (
    <AppProviders>
      <LobbyView lobbyType={lobbyType} />
      <VersionMarker app="games" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}

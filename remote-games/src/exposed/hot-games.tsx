import { type HotGamesProps } from '@tessera/shared';
import { VersionMarker } from '@tessera/shared/kit';
import { AppProviders } from '../app/providers';
import { HotGames as HotGamesWidget } from '../features/hot-games/hot-games';
import '../features/hot-games/hot-games.css';
import '../i18n';

/** Home page widget (docs/architecture.md#exposed-modules). */
export default function HotGames({ limit }: HotGamesProps) {
  return (
    <AppProviders>
      <HotGamesWidget limit={limit} />
      <VersionMarker app="games" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}

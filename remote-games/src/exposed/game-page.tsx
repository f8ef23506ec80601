import { type GamePageProps } from '@tessera/shared';
import { VersionMarker } from '@tessera/shared/kit';
import { AppProviders } from '../app/providers';
import { CategoryPage } from '../features/game-page/category-page';
import { FbSportsPage } from '../features/game-page/fb-sports-page';
import { GameFrame } from '../features/game-page/game-frame';
import '../features/game-page/game-page.css';
import '../i18n';

/** `/sports` `/esports` `/ds88` `/elott`, `/fbsports`, and `/game` `/seamless` (docs/architecture.md#exposed-modules). */
export default function GamePage({ page }: GamePageProps) {
  return (
    <AppProviders>
      {page === 'game' || page === 'seamless' ? <GameFrame /> : page === 'fbsports' ? <FbSportsPage /> : <CategoryPage page={page} />}
      <VersionMarker app="games" version={__TESSERA_VERSION__} />
    </AppProviders>
  );
}

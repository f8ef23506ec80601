/**
 * The popup game list of a `VASSALAGE` entry (docs/product.md#game-launch): that vendor's games; picking one
 * launches it. Shared by the lobby, the home's hot games and the game pages.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { toErrorInfo, type ErrorInfo, type GameItem } from '@tessera/shared';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { NS } from '../../i18n';
import { GameIcon } from '../game-icon';
import { GameName } from '../game-name';
import { fetchVendorGames } from './vendor-games-api';
import './vendor-games.css';

export interface VendorGamesDialogProps {
  vassalage: string;
  gameType: string;
  /** The vendor's name, for the title. */
  vendorName: string;
  busy?: boolean;
  onLaunch(game: GameItem): void;
  onClose(): void;
}

export function VendorGamesDialog({ vassalage, gameType, vendorName, busy = false, onLaunch, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation(NS);
  const [games, setGames] = useState<GameItem[] | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setGames(null);
    setError(null);
    fetchVendorGames(vassalage, gameType, controller.signal).then(
      (list) => setGames(list),
      (e: unknown) => !controller.signal.aborted && setError(toErrorInfo(e)),
    );
    return () => controller.abort();
  }, [vassalage, gameType, attempt]);

  let body;
  if (error) body = <FailureState error={error} onRetry={() => setAttempt((a) => a + 1)} />;
  else if (!games) body = <Spinner />;
  else if (games.length === 0) body = <EmptyState message={t('vendorGames.none')} />;
  else
    body = (
      <ul className="gm-vgames" aria-label={t('vendorGames.label', { vendor: vendorName })}>
        {games.map((g) => (
          <li key={g.nodeId}>
            <button type="button" className="gm-vgames__game" disabled={busy} onClick={() => onLaunch(g)}>
              <GameIcon src={g.iconUrl} className="gm-vgames__icon" size={96} />
              <GameName name={g.gameName} className="gm-vgames__name" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog title={t('vendorGames.title', { vendor: vendorName })} onClose={onClose} width={720} testId="vendor-games">
      {body}
    </Dialog>
  );
}

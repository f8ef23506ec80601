import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { api, bus, gatewayLanguage, isNotOffered, toErrorInfo, type ErrorInfo, type GameItem } from '@tessera/shared';
import { EmptyState, NotOfferedState, Spinner } from '@tessera/shared/kit';
import { GameIcon } from '../../common/game-icon';
import { GameName } from '../../common/game-name';
import { LaunchNotices } from '../../common/launch/launch-notices';
import { useLaunch } from '../../common/launch/use-launch';
import { NS } from '../../i18n';
import { fetchHotGames } from '../../common/hot-games-api';

/** The home page's hot games (docs/product.md#hot-games): the session-cached hot list; a tile launches. */
export function HotGames({ limit = 12 }: { limit?: number }) {
  const { t } = useTranslation(NS);
  const [games, setGames] = useState<GameItem[] | null>(null);
  const [failed, setFailed] = useState<ErrorInfo | null>(null);
  // Bumped when the connection returns after the list failed: it is asked for again without a tap.
  const [attempt, setAttempt] = useState(0);
  const notices = useLaunch();
  const { launch, busy } = notices;

  useEffect(() => {
    if (!failed) return;
    return bus.on('connection:restored', () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    });
  }, [failed]);

  useEffect(() => {
    let live = true;
    fetchHotGames({ merchantCode: api.merchant(), isPlatform: 2, vassalage: '', platform: 'html5-desktop', language: gatewayLanguage() }).then(
      (list) => live && setGames(list),
      (e: unknown) => live && setFailed(toErrorInfo(e)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  let body;
  // A gateway without the hot list says so plainly; any other failure keeps the widget's own quiet line.
  if (failed) body = isNotOffered(failed) ? <NotOfferedState /> : <EmptyState message={t('hot.failed')} />;
  else if (!games) body = <Spinner />;
  else if (games.length === 0) body = <EmptyState message={t('games.noHot')} />;
  else
    body = (
      <ul className="gm-hot__list" aria-label={t('hot.title')}>
        {games.slice(0, limit).map((g) => (
          <li key={g.nodeId} className="gm-hot__item" data-testid="hot-game">
            <button
              type="button"
              className="gm-hot__tile"
              disabled={busy}
              onClick={() => void launch({ vassalage: g.vassalage, gameType: g.gameType, gameCode: g.gameCode, gameId: g.gameId, nodeId: g.nodeId, isGame: g.isGame }, g.gameName)}
            >
              <GameIcon src={g.iconUrl} size={160} />
              <GameName name={g.gameName} className="gm-hot__name" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    // No heading of its own: the home section it sits in shows "Hot games" (it was printed twice); the list keeps the name.
    <div className="gm-hot">
      {body}
      <LaunchNotices {...notices} launch={(target, title) => void launch(target, title)} />
    </div>
  );
}

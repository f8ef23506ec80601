import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { api, gatewayLanguage, isNotOffered, toErrorInfo, type ErrorInfo, type GameItem } from '@tessera/shared';
import { EmptyState, NotOfferedState, Spinner } from '@tessera/shared/kit';
import { GameIcon } from '../../app/game-icon';
import { LaunchNotices } from '../../app/launch/launch-notices';
import { useLaunch } from '../../app/launch/use-launch';
import { NS } from '../../i18n';
import { fetchHotGames } from '../../app/hot-games-api';

/** The home page's hot games (docs/product.md#hot-games): the session-cached hot list; a tile launches. */
export function HotGames({ limit = 12 }: { limit?: number }) {
  const { t } = useTranslation(NS);
  const [games, setGames] = useState<GameItem[] | null>(null);
  const [failed, setFailed] = useState<ErrorInfo | null>(null);
  const notices = useLaunch();
  const { launch, busy } = notices;

  useEffect(() => {
    let live = true;
    fetchHotGames({ merchantCode: api.merchant(), isPlatform: 2, vassalage: '', platform: 'html5-desktop', language: gatewayLanguage() }).then(
      (list) => live && setGames(list),
      (e: unknown) => live && setFailed(toErrorInfo(e)),
    );
    return () => {
      live = false;
    };
  }, []);

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
              <span className="gm-hot__name">{g.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="gm-hot" aria-label={t('hot.title')}>
      <h2 className="gm-hot__title">{t('hot.title')}</h2>
      {body}
      <LaunchNotices {...notices} launch={(target, title) => void launch(target, title)} />
    </section>
  );
}

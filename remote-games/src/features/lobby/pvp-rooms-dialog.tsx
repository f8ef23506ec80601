/** The rooms of a PVP game (docs/product.md#lobbies): pick a room to join, a full one cannot be joined. */
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, formatMoney, Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch } from '../../common/hooks';
import { NS } from '../../i18n';
import { gameLaunched, roomsClosed } from './lobby-slice';
import type { LobbyState } from './types';

export function PvpRoomsDialog({ rooms, launching }: { rooms: NonNullable<LobbyState['rooms']>; launching: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { game } = rooms;
  return (
    <Dialog title={t('rooms.title', { name: game.gameName })} onClose={() => dispatch(roomsClosed())} width={520} testId="pvp-rooms">
      {rooms.status === 'loading' && <Spinner />}
      {rooms.status === 'failed' && rooms.error && <FailureState error={rooms.error} />}
      {rooms.status === 'ready' && rooms.list.length === 0 && <EmptyState message={t('rooms.none')} />}
      {rooms.status === 'ready' && rooms.list.length > 0 && (
        <ul className="gm-rooms">
          {rooms.list.map((room) => (
            <li key={room.roomId} className="gm-room">
              <span className="gm-room__name">{room.roomName}</span>
              <span className="gm-room__meta">{t('rooms.meta', { minBet: formatMoney(room.minBet), players: room.players, max: room.maxPlayers })}</span>
              <button
                type="button"
                className="t-btn t-btn--primary"
                disabled={launching || room.players >= room.maxPlayers}
                onClick={() => dispatch(gameLaunched({ vassalage: game.vassalage, gameType: game.gameType, gameCode: game.gameCode, nodeId: game.nodeId, roomId: room.roomId, title: room.roomName }))}
              >
                {room.players >= room.maxPlayers ? t('rooms.full') : t('rooms.join')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

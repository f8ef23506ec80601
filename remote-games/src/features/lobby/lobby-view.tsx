import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { TrialWarning } from '../../common/launch/launch-notices';
import { VendorGamesDialog } from '../../common/launch/vendor-games-dialog';
import { NS } from '../../i18n';
import { LobbyFilters, LobbyTabs } from './lobby-controls';
import { LobbyFailure } from './lobby-failure';
import { LobbyResults, useLaunch } from './lobby-results';
import { launchNoticeClosed, selectLobby, vendorListClosed, vendorSelected, vendorsRetried } from './lobby-slice';
import { usePhone } from './lobby-view-parts';
import { PvpRoomsDialog } from './pvp-rooms-dialog';
import { useLobbyUrl } from './use-lobby-url';
import { VendorMenu } from './vendor-menu';
import './lobby.css';

/** A game lobby (docs/product.md#lobbies): vendors, list tabs, filters and games, and the dialogs a launch may open. */
export function LobbyView({ lobbyType }: { lobbyType: string }) {
  const gameType = lobbyType.toUpperCase();
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectLobby);
  const phone = usePhone();
  useLobbyUrl(gameType, phone, s);
  const onLaunch = useLaunch();

  let body: ReactNode;
  if (s.vendorsStatus === 'failed' && s.vendorsError) body = <LobbyFailure error={s.vendorsError} onRetry={() => dispatch(vendorsRetried())} />;
  else if (s.vendorsStatus !== 'ready') body = <Spinner />;
  else if (s.vendors.length === 0) body = <EmptyState message={t('vendors.none')} />;
  else
    body = (
      <>
        <VendorMenu vendors={s.vendors} selected={s.mode === 'all' ? s.selectedVendor : null} onSelect={(v) => dispatch(vendorSelected(v))} />
        <LobbyTabs mode={s.mode} classify={s.classify} />
        <LobbyFilters searchText={s.searchText} classify={s.classify} classifies={s.classifies} selectedVendor={s.selectedVendor} minBet={s.minBet} />
        <LobbyResults s={s} phone={phone} />
      </>
    );

  const title = t(`lobby.title.${gameType}`, { defaultValue: gameType });
  return (
    <section className="gm-lobby" aria-label={title}>
      <h1 className="gm-lobby__title">{title}</h1>
      {body}
      {s.rooms && <PvpRoomsDialog rooms={s.rooms} launching={s.launching} />}
      {s.vendorList && (
        <VendorGamesDialog
          vassalage={s.vendorList.vassalage}
          gameType={s.vendorList.gameType}
          vendorName={s.vendorList.vendorName}
          busy={s.launching}
          onClose={() => dispatch(vendorListClosed())}
          onLaunch={onLaunch}
        />
      )}
      {s.trialWarning && <TrialWarning onClose={() => dispatch(launchNoticeClosed())} />}
      {s.launchError && (
        <Dialog title={t('launch.failedTitle')} onClose={() => dispatch(launchNoticeClosed())} testId="launch-error">
          <p>{t(s.launchError.i18nKey, { ns: 'common' })}</p>
        </Dialog>
      )}
    </section>
  );
}

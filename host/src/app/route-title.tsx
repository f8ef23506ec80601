/** The document title of every route (the routes table's `title` column), in the reader's language. */
import { useEffect } from 'react';
import { useLocation } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { siteBrand } from '../common/site-brand';
import { selectOverlays } from '../features/overlays/overlays-slice';
import { useAppSelector } from './store';
import type hostEn from '../i18n/locales/en.json';

/** Keys of the host's texts a document title may name. */
export type TitleKey = `nav.${'home' | 'rng' | 'live' | 'fish' | 'pvp' | 'cockfight' | 'sports' | 'esports' | 'ds88' | 'lottery' | 'promotions'}` | `titles.${Exclude<keyof HostTitles, 'format'>}`;
type HostTitles = (typeof hostEn)['titles'];

/**
 * Every route its own localised document title (`Slots · Tessera`), following the language, and the member or
 * agent centre's while one is open (`Member centre · Tessera`). Set from an
 * effect: index.html's own <title> stays the one element, for the first paint and for crawlers.
 */
export function RouteTitle({ titleKey }: { titleKey: TitleKey }) {
  const { t } = useTranslation('host');
  // A centre open over the page (its own URL, `?mc=` / `?ac=`) names the tab while it is open.
  const { mcShow, acShow } = useAppSelector(selectOverlays);
  // Home as a lobby (`/?lobbyType=live`) is named as that lobby's own page is.
  const lobbyType = new URLSearchParams(useLocation().search).get('lobbyType')?.toLowerCase();
  const key = titleKey === 'nav.home' && lobbyType && lobbyType in LOBBY_TITLES ? LOBBY_TITLES[lobbyType as keyof typeof LOBBY_TITLES] : titleKey;
  const page = mcShow ? t('account.memberCentre') : acShow ? t('account.agentCentre') : t(key);
  const title = t('titles.format', { page, brand: siteBrand().name });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The lobbies' names, for their own pages and for home as a lobby (`/?lobbyType=`). */
export const LOBBY_TITLES = { rng: 'nav.rng', live: 'nav.live', fish: 'nav.fish', pvp: 'nav.pvp', cockfight: 'nav.cockfight' } as const;

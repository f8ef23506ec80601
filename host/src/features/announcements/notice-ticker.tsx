/** The home page's ticker of notice titles; a title opens the notice modal at its index (docs/product.md#notices). */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Icon } from '../../app/icon';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { announcementsActions, selectAnnouncements } from './announcements-slice';

export function NoticeTicker() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const { notices, status } = useAppSelector(selectAnnouncements);
  // While the notices load, an empty bar of the same height holds their place: the home page below stays put.
  if (status === 'idle' || status === 'loading') {
    return (
      <div className="h-ticker" aria-hidden="true" data-testid="notice-ticker-pending">
        <Icon name="megaphone" size={20} className="h-ticker__icon" />
        <span className="h-ticker__item">&nbsp;</span>
      </div>
    );
  }
  if (status !== 'ready' || notices.length === 0) return null;
  return (
    <section className="h-ticker" aria-label={t('notices.ticker')} data-testid="notice-ticker">
      <Icon name="megaphone" size={20} className="h-ticker__icon" />
      <div className="h-ticker__viewport">
        <ul className="h-ticker__track">
          {notices.map((n, i) => (
            <li key={n.id}>
              <button type="button" className="h-ticker__item" onClick={() => dispatch(announcementsActions.noticeOpened(i))}>
                {n.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

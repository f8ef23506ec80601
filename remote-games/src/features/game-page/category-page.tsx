import { useEffect, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useSearchParams } from '@tessera/shared/router';
import { toErrorInfo, useBusValue, type ErrorInfo, type VendorCard } from '@tessera/shared';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { LaunchNotices } from '../../common/launch/launch-notices';
import { useLaunch } from '../../common/launch/use-launch';
import { NS } from '../../i18n';
import { fetchCategoryVendors, type CategoryPage as Page } from './game-page-api';

/**
 * `/sports` `/esports` `/ds88` `/elott`: the category's vendors as logo cards; picking one launches it
 * (docs/product.md#game-launch). `?game=<vendor>` launches that vendor at once.
 */
export function CategoryPage({ page }: { page: Page }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const [vendors, setVendors] = useState<VendorCard[] | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [attempt, setAttempt] = useState(0);
  const notices = useLaunch();
  const { launch, busy } = notices;
  const wanted = params.get('game');
  // `?game=` launches once the host has said who is logged in (a restored session arrives after boot).
  const session = useBusValue('session:changed');

  useEffect(() => {
    let live = true;
    setError(null);
    fetchCategoryVendors(page).then(
      (v) => live && setVendors(v),
      (e: unknown) => live && setError(toErrorInfo(e)),
    );
    return () => {
      live = false;
    };
  }, [page, attempt]);

  const known = session !== undefined;
  useEffect(() => {
    const v = known && wanted && vendors?.find((c) => c.vassalage === wanted);
    if (v) void launch({ vassalage: v.vassalage, gameType: v.gameType }, v.displayName);
  }, [known, wanted, vendors, launch]);

  const title = t(`gamePage.title.${page}`);
  let body;
  if (error) body = <FailureState error={error} onRetry={() => setAttempt((a) => a + 1)} />;
  else if (!vendors) body = <Spinner />;
  else if (vendors.length === 0) body = <EmptyState message={t('gamePage.none')} />;
  else
    body = (
      <ul className="gp-vendors" aria-label={t('vendors.label')}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="gp-vendor" disabled={busy} onClick={() => void launch({ vassalage: v.vassalage, gameType: v.gameType }, v.displayName)}>
              <img src={v.lagerIcon} alt="" width={240} height={96} />
              <span className="gp-vendor__name">{v.displayName}</span>
              <span className="gp-vendor__cta">{t('gamePage.play')}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="gp-category" aria-label={title}>
      <h1 className="gp-category__title">{title}</h1>
      {body}
      <LaunchNotices {...notices} launch={(target, title) => void launch(target, title)} />
    </section>
  );
}

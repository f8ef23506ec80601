/** /promotions: promotion cards with image, type and badge, filtered by type; /promoDetail?id= one promotion (docs/product.md#promotions). */
import { Link, useSearchParams } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { type PromotionItem, type PromotionType } from '@tessera/shared';
import { EmptyState, FailureState, PROMOTION_TYPES, Spinner } from '@tessera/shared/kit';
import { SafeHtml } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { announcementsActions, selectAnnouncements } from './announcements-slice';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

function useAnnouncementsState() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAnnouncements);
  const pending = state.status === 'loading' || state.status === 'idle' ? <Spinner /> : null;
  const failed =
    state.status === 'failed' && state.error ? (
      <FailureState error={state.error} hint={state.error.message} onRetry={() => dispatch(announcementsActions.requested())} />
    ) : null;
  return { state, pending, failed };
}

function Badge({ promo }: { promo: PromotionItem }) {
  const { t } = useTranslation('host-lazy');
  if (!promo.badge) return null;
  return <span className={`h-badge h-badge--${promo.badge.replace(/\s+/g, '-').toLowerCase()}`}>{t(`promotions.badges.${promo.badge}`)}</span>;
}

export function PromotionsPage() {
  const { t } = useTranslation('host-lazy');
  const [params, setParams] = useSearchParams();
  const { state, pending, failed } = useAnnouncementsState();
  const type = (PROMOTION_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as PromotionType) : null;
  const list = type ? state.promotions.filter((p) => p.promotionType === type) : state.promotions;
  const types = PROMOTION_TYPES.filter((ty) => state.promotions.some((p) => p.promotionType === ty));
  return (
    <section className="h-page" data-testid="promotions-page">
      <h1>{t('promotions.title')}</h1>
      {pending}
      {failed}
      {state.status === 'ready' && (
        <>
          <div className="h-chips" role="group" aria-label={t('promotions.filter')}>
            <button type="button" className="h-chip" aria-pressed={type === null} onClick={() => setParams({})}>
              {t('promotions.types.all')}
            </button>
            {types.map((ty) => (
              <button key={ty} type="button" className="h-chip" aria-pressed={type === ty} onClick={() => setParams({ type: ty })}>
                {t(`promotions.types.${ty}`)}
              </button>
            ))}
          </div>
          {list.length === 0 && <EmptyState message={t('promotions.empty')} />}
          <ul className="h-promo-grid">
            {list.map((p) => (
              <li key={p.id} className="h-promo-card" data-testid="promotion-card">
                <Link to={`/promoDetail?id=${p.id}`} className="h-promo-card__link">
                  {p.announcementImages[0] && <img src={p.announcementImages[0].imageUrl} alt="" loading="lazy" width={600} height={240} />}
                  <span className="h-promo-card__meta">
                    <span className="h-promo-card__type">{t(`promotions.types.${p.promotionType}`)}</span>
                    <Badge promo={p} />
                  </span>
                  <span className="h-promo-card__title">{p.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function PromoDetailPage() {
  const { t } = useTranslation('host-lazy');
  const [params] = useSearchParams();
  const { state, pending, failed } = useAnnouncementsState();
  const promo = state.promotions.find((p) => String(p.id) === params.get('id'));
  return (
    <section className="h-page" data-testid="promo-detail">
      <Link to="/promotions" className="h-back">
        ← {t('promotions.back')}
      </Link>
      {pending}
      {failed}
      {state.status === 'ready' && !promo && <EmptyState message={t('promotions.notFound')} />}
      {promo && (
        <article className="h-promo-detail">
          <h1>{promo.title}</h1>
          <p className="h-promo-card__meta">
            <span className="h-promo-card__type">{t(`promotions.types.${promo.promotionType}`)}</span>
            <Badge promo={promo} />
          </p>
          {promo.announcementImages.map((img) => (
            <img key={img.imageUrl} src={img.imageUrl} alt="" className="h-promo-detail__img" width={1200} height={480} />
          ))}
          <SafeHtml html={promo.content} className="h-rich" />
        </article>
      )}
    </section>
  );
}

/**
 * The domain-route list (docs/product.md#other-screens, "routers: domainList with speed"): each route with the
 * latency this browser measured, fastest first, and "use this" to switch. Its own chunk; its slice and saga join
 * the host store with it.
 */
import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { EmptyState, FailureState, Spinner } from '@tessera/shared/kit';
import { Dialog } from '@tessera/shared/dialog';
import { useAppDispatch, useAppSelector, useInjectSaga } from '../../app/store';
import { domainRoutesSaga } from './domain-routes-saga';
import { domainRoutesActions, selectDomainRoutes, sortRoutes, type MeasuredRoute } from './domain-routes-slice';
import './domain-routes.css';

/** Latency bands of the speed badge, in ms. */
const FAST_MS = 150;
const SLOW_MS = 400;
const band = (ms: number) => (ms < FAST_MS ? 'fast' : ms < SLOW_MS ? 'medium' : 'slow');

function Latency({ route }: { route: MeasuredRoute }) {
  const { t } = useTranslation('host');
  if (route.latency === undefined) return <span className="h-routes__ms h-routes__ms--pending">{t('routes.measuring')}</span>;
  if (route.latency === null) return <span className="h-routes__ms h-routes__ms--down">{t('routes.unreachable')}</span>;
  return (
    <span className={`h-routes__ms h-routes__ms--${band(route.latency)}`} data-ms={route.latency}>
      {t('routes.ms', { ms: route.latency })}
    </span>
  );
}

function DomainRoutes() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  useInjectSaga('domainRoutes', domainRoutesSaga);
  const { status, routes, current, error } = useAppSelector(selectDomainRoutes);
  useEffect(() => {
    dispatch(domainRoutesActions.domainRoutesOpened());
    return () => {
      dispatch(domainRoutesActions.domainRoutesClosed());
    };
  }, [dispatch]);
  if (status === 'failed') return <FailureState error={error} onRetry={() => dispatch(domainRoutesActions.domainRoutesOpened())} />;
  if (status !== 'ready') return <Spinner label={t('routes.loading')} />;
  if (routes.length === 0) return <EmptyState message={t('routes.empty')} />;
  const measuring = routes.some((r) => r.latency === undefined);
  return (
    <div className="h-routes" data-testid="domain-routes-list" aria-busy={measuring}>
      <p className="h-routes__intro">{t('routes.intro')}</p>
      <ol className="h-routes__list">
        {sortRoutes(routes).map((r, i) => (
          <li key={r.domain} className="h-routes__row" data-testid="domain-route" data-domain={r.domain}>
            <span className="h-routes__rank" aria-hidden="true">
              {i + 1}
            </span>
            <span className="h-routes__domain">{r.domain}</span>
            <Latency route={r} />
            {current === r.domain ? (
              <span className="h-routes__current">{t('routes.inUse')}</span>
            ) : (
              <button type="button" className="t-btn h-routes__use" disabled={r.latency === null} onClick={() => dispatch(domainRoutesActions.routeChosen(r.domain))} aria-label={t('routes.useThisOne', { domain: r.domain })}>
                {t('routes.use')}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="t-btn" disabled={measuring} onClick={() => dispatch(domainRoutesActions.domainRoutesOpened())} data-testid="domain-routes-retest">
        {t('routes.retest')}
      </button>
    </div>
  );
}

export default function DomainRoutesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Dialog title={t('routes.title')} onClose={onClose} width={480} testId="domain-routes">
      <DomainRoutes />
    </Dialog>
  );
}

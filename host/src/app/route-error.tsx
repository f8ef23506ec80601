/**
 * What a route shows when rendering it throws (react-router's `errorElement`): the area's error state with a
 * retry, never react-router's default "Unexpected Application Error" page. Set on every page route, so the
 * header and navigation keep working around a failed page, and on the root route as the last resort.
 */
import { useCallback } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Link, useRouteError } from '@tessera/shared/router';
import { ErrorState } from '@tessera/shared/kit';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('host');
  console.error('[route] render failed', error);
  const reload = useCallback(() => window.location.reload(), []);
  return (
    <div className="h-route-error" data-testid="route-error">
      <ErrorState message={t('errors.unknown')} onRetry={reload} />
      <Link to="/">{th('notFound.back')}</Link>
    </div>
  );
}

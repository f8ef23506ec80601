import { useEffect, useRef } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { FailureState, Spinner } from '@tessera/shared/kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { launchClosed, selectLaunch } from './launch-slice';

/** The launched lottery, opened in the page (an iframe under the menu's title), with a close button. */
export function LaunchFrame({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const launch = useAppSelector(selectLaunch);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (launch.status !== 'idle') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [launch.status]);
  if (launch.status === 'idle') return null;
  const close = () => dispatch(launchClosed({ played: launch.status === 'ready' }));
  return (
    <section ref={ref} className="lt-launch" aria-label={t('launch.region')} data-testid="lottery-launch">
      <div className="lt-launch__bar">
        <h2 className="lt-launch__title">{title}</h2>
        <button type="button" className="lt-button lt-button--ghost" onClick={close}>
          {t('launch.close')}
        </button>
      </div>
      {launch.status === 'loading' && <Spinner />}
      {launch.status === 'failed' && launch.error && <FailureState error={launch.error} hint={launch.error.message} />}
      {launch.status === 'ready' && launch.url && <iframe className="lt-launch__frame" src={launch.url} title={title} />}
    </section>
  );
}

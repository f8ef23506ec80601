import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { FailureState, Spinner } from '@tessera/shared/kit';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { launchClosed, selectLaunch } from './launch-slice';

/** The tallest frame a page's own height message may ask for (a runaway page cannot make the site endless). */
const MAX_FRAME_HEIGHT = 8000;

/**
 * The height the framed page says it needs (`tessera:frame-height`), so the frame grows to its page and the
 * player scrolls the site, not a box inside it; null until the page says (a page that never does keeps the
 * stylesheet's height: the screen's height on a phone).
 */
function useFramedPageHeight(frame: RefObject<HTMLIFrameElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const data = e.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== 'tessera:frame-height' || typeof data.height !== 'number' || !Number.isFinite(data.height)) return;
      setHeight(Math.min(MAX_FRAME_HEIGHT, Math.max(120, Math.ceil(data.height))));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}

/** The launched lottery, opened in the page (an iframe under the menu's title), with a close button. */
export function LaunchFrame({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const launch = useAppSelector(selectLaunch);
  const ref = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useFramedPageHeight(frame);
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
      {launch.status === 'ready' && launch.url && (
        <iframe ref={frame} className="lt-launch__frame" src={launch.url} title={title} style={height === null ? undefined : { height }} data-sized={height !== null} />
      )}
    </section>
  );
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus, EmptyState } from '@tessera/shared';
import { NS } from '../../i18n';

/** Only this site's own paths or https pages are framed (a link cannot frame anything else). */
export function safeGameUrl(raw: string | null): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/**
 * `/game?url=`: the launched game in an iframe (docs/product.md#game-launch). The sandbox game posts its
 * balance after each spin; the header is then asked to refresh it.
 */
export function GameFrame() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = useMemo(() => safeGameUrl(params.get('url')), [params]);
  const title = params.get('title') ?? t('gamePage.game');

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data && data.type === 'tessera:game-balance') bus.emit('wallet:refresh', {});
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Leaving the game: the balance may have moved.
      bus.emit('wallet:refresh', {});
    };
  }, []);

  return (
    <section className="gp-frame" aria-label={title}>
      <header className="gp-frame__bar">
        <button type="button" className="t-btn" onClick={() => navigate(-1)}>
          {t('gamePage.back')}
        </button>
        <h1 className="gp-frame__title">{title}</h1>
      </header>
      {url ? <iframe className="gp-frame__game" src={url} title={title} allow="fullscreen; autoplay" /> : <EmptyState message={t('gamePage.noGame')} />}
    </section>
  );
}

import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useNavigate, useSearchParams } from '@tessera/shared/router';
import { balanceChanged } from '@tessera/shared';
import { EmptyState } from '@tessera/shared/kit';
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

/** Asks the host to refresh the balance when the framed game reports a change, and when the player leaves. */
function useGameBalanceRefresh() {
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data && data.type === 'tessera:game-balance') balanceChanged('game');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Leaving the game: the balance may have moved.
      balanceChanged('game');
    };
  }, []);
}

/** A game in an iframe under a bar with Back and its title. */
export function GameView({ url, title, children }: { url: string | null; title: string; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  useGameBalanceRefresh();
  return (
    <section className="gp-frame" aria-label={title}>
      <header className="gp-frame__bar">
        <button type="button" className="t-btn" onClick={() => navigate(-1)}>
          {t('gamePage.back')}
        </button>
        <h1 className="gp-frame__title">{title}</h1>
      </header>
      {children ?? (url ? <iframe className="gp-frame__game" src={url} title={title} allow="fullscreen; autoplay" /> : <EmptyState message={t('gamePage.noGame')} />)}
    </section>
  );
}

/**
 * `/game?url=` and `/seamless?url=`: the launched game in an iframe (docs/product.md#game-launch). The
 * sandbox game posts its balance after each spin; the header is then asked to refresh it.
 */
export function GameFrame() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const url = useMemo(() => safeGameUrl(params.get('url')), [params]);
  return <GameView url={url} title={params.get('title') ?? t('gamePage.game')} />;
}

/** Sections of home that the host page adds around the home feature's own layout. */
import { useTranslation } from '@tessera/shared/react-i18next';
import { NearViewport } from '../../app/remotes/near-viewport';
import { RemoteArea } from '../../app/remotes/remote-area';

/** The licence button under home's banner (the bare root only). */
export function LicenceButton() {
  const { t } = useTranslation('host');
  return (
    <a className="t-btn h-licence" href="/help#licence" data-testid="licence-button">
      {t('home.licence')}
    </a>
  );
}

/**
 * The lottery remote's popular games on home (docs/product.md#lottery), loaded when the visitor scrolls
 * near it. Its height is reserved, so the sections below do not move while the remote loads.
 */
export function PopularLotterySection() {
  const { t } = useTranslation('host');
  return (
    <section className="h-home__section" aria-labelledby="home-lottery" data-testid="home-popular-lottery">
      <h2 id="home-lottery">{t('home.popularLottery')}</h2>
      <NearViewport className="h-home__lottery">
        <RemoteArea module="lottery/PopularLottery" props={{ limit: 20 }} />
      </NearViewport>
    </section>
  );
}

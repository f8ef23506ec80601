/**
 * Home (docs/product.md#home): jackpot counter, notice ticker, the game categories the merchant offers and
 * the licence button (home only). The shell gives the parts other features own.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { siteBrand } from '../../common/site-brand';
import { Jackpot } from './jackpot';

export function HomePage({ categories, ticker, hotGames, winners, extra }: { categories: ReactNode; ticker?: ReactNode; hotGames?: ReactNode; winners?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <section className="h-home">
      {ticker}
      <Jackpot />
      <h1>{t('home.title', { brand: siteBrand().name })}</h1>
      <p className="h-home__lead">{t('home.lead')}</p>
      {categories}
      {hotGames && (
        <section className="h-home__section" aria-labelledby="home-hot">
          <h2 id="home-hot">{t('home.hotGames')}</h2>
          {hotGames}
        </section>
      )}
      {winners}
      {extra}
    </section>
  );
}

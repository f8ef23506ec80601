import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@tessera/shared/router';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { Footer } from '../../features/layout/footer';
import { changeLanguage } from '../../features/layout/preferences';
import { SiteBrandLink } from './brand-link';
import { brandText, readSiteBrand, supportLinks } from '../../common/site-brand';
import { pageWithJson } from '../testing/page-json';

/** The page as the server writes it for a merchant with a brand (deploy/server/src/brand/page-brand.ts). */
const JADE = {
  name: 'Jade Dragon',
  shortName: 'JadeDragon',
  logo: { light: '/brand/logo-light.svg?v=abc', dark: '/brand/logo-dark.svg?v=abc' },
  texts: { en: { licence: 'Licensed by the MGA.', footer: '© 2026 Jade Dragon.' }, th: { footer: '© 2026 Jade Dragon สงวนลิขสิทธิ์' } },
  support: { email: 'help@jade.example', whatsapp: '+6591234567' },
};

const pageWith = (json: string) => pageWithJson('tessera-brand', json);

beforeAll(async () => {
  document.head.innerHTML = `<script type="application/json" id="tessera-brand">${JSON.stringify(JADE)}</script>`;
  await initI18n('en');
  await registerHostTranslations();
});

describe('the site’s brand', () => {
  it('is read from the page, and is the platform’s when the page has none or a broken one', () => {
    expect(readSiteBrand(pageWith(JSON.stringify(JADE))).name).toBe('Jade Dragon');
    for (const broken of ['', '{', 'null', '{"name":""}']) expect(readSiteBrand(pageWith(broken))).toMatchObject({ name: 'Tessera', texts: {}, support: {} });
    expect(readSiteBrand(pageWith('{"name":"X"}')).logo).toBeUndefined();
  });

  it('gives a text in the language, else in English, else nothing', () => {
    const brand = readSiteBrand(pageWith(JSON.stringify(JADE)));
    expect(brandText(brand, 'th', 'footer')).toBe('© 2026 Jade Dragon สงวนลิขสิทธิ์');
    expect(brandText(brand, 'th', 'licence')).toBe('Licensed by the MGA.');
    expect(brandText(readSiteBrand(pageWith('{"name":"X"}')), 'en', 'footer')).toBeUndefined();
  });

  it('links each support contact', () => {
    expect(supportLinks({ phone: '+63 2 555-0100', telegram: '@JadeHelp' }).map((l) => l.href)).toEqual(['tel:+6325550100', 'https://t.me/JadeHelp']);
  });

  it('shows the merchant’s name and logos in the header, and its licence, contacts and copyright in the footer', async () => {
    render(
      <MemoryRouter>
        <SiteBrandLink />
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('site-brand')).toHaveTextContent('Jade Dragon');
    expect(screen.getByTestId('site-logo-dark')).toHaveAttribute('src', '/brand/logo-dark.svg?v=abc');
    expect(screen.getByTestId('site-logo-light')).toHaveAttribute('src', '/brand/logo-light.svg?v=abc');
    expect(screen.getByTestId('footer-licence')).toHaveTextContent('Licensed by the MGA.');
    expect(screen.getByRole('link', { name: 'help@jade.example' })).toHaveAttribute('href', 'mailto:help@jade.example');
    expect(screen.getByRole('link', { name: 'WhatsApp +6591234567' })).toHaveAttribute('href', 'https://wa.me/6591234567');
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent('© 2026 Jade Dragon.');
    await changeLanguage('th');
    expect(await screen.findByText('© 2026 Jade Dragon สงวนลิขสิทธิ์')).toBeInTheDocument();
  });
});

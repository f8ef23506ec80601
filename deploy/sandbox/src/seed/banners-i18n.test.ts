import { DEMO, sandboxPerFile } from '../test-utils/sandbox.js';
import { BANNER_ART_TRANSLATIONS, PROMOTION_ART_TRANSLATIONS } from './banners-i18n.js';
import { BANNER_ART, PROMOTION_ART } from './content.js';

const LANGUAGES = ['CN', 'VI', 'JA', 'TH', 'TY', 'ID'];

describe.each([
  ['banner', BANNER_ART_TRANSLATIONS, BANNER_ART],
  ['promotion', PROMOTION_ART_TRANSLATIONS, PROMOTION_ART],
] as const)('%s artwork words in every language', (_kind, table, english) => {
  it.each(LANGUAGES)('%s words every picture; headline and copy are not English', (lang) => {
    expect(Object.keys(table[lang]!).sort()).toEqual(Object.keys(english).sort());
    for (const [name, [kicker, title, copy, cta]] of Object.entries(table[lang]!)) {
      // Kicker and button may keep a loanword the market uses (Sports, Lotto); the headline and copy may not.
      expect([kicker, cta].every((w) => w.trim().length > 0)).toBe(true);
      expect([name, title]).not.toEqual([name, english[name]!.title]);
      expect([name, copy]).not.toEqual([name, english[name]!.copy]);
    }
  });
});

describe('banner artwork in the language of the call', () => {
  const sb = sandboxPerFile();

  it('points banners and promotion pictures at the language, and the CDN draws each language apart', async () => {
    const value = async (language?: string) =>
      (await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PR', headers: { ...DEMO, ...(language ? { Language: language } : {}) } })).json().value;
    const english = await value();
    const chinese = await value('cn');
    expect(english.banners[0].url).toBe('/cdn/TCG_PROD_IMAGES/BANNER/w_home-1.png');
    expect(chinese.banners[0]).toMatchObject({ url: '/cdn/TCG_PROD_IMAGES/BANNER/w_home-1.png?lang=CN', title: '首存 100% 奖金: 首存翻倍，最高 P 5,000.00' });
    expect(chinese.promotion[0].announcementImages[0].imageUrl).toBe('/cdn/TCG_PROD_IMAGES/PROMOTION/newbie-100.png?lang=CN');
    expect((await value('XX')).banners[0].url).toBe(english.banners[0].url);

    const png = async (url: string) => {
      const res = await sb.call({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      return res.body;
    };
    const en = await png(english.banners[0].url);
    expect((await png(chinese.banners[0].url)) === en).toBe(false);
    expect((await png(`${english.banners[0].url}?lang=VI`)) === en).toBe(false);
    expect((await png(`${english.banners[0].url}?lang=XX`)) === en).toBe(true);
    expect((await png(chinese.promotion[0].announcementImages[0].imageUrl)) === (await png(english.promotion[0].announcementImages[0].imageUrl))).toBe(false);
  });
});

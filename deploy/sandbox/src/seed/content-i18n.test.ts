import { DEMO, sandboxPerFile } from '../test-utils/sandbox.js';
import { HELP_ROWS, POPUPS, PROMOTIONS } from './content.js';
import { HELP_TRANSLATIONS, POPUP_TRANSLATIONS, PROMOTION_TRANSLATIONS } from './content-i18n.js';

const LANGUAGES = ['CN', 'VI', 'JA', 'TH', 'TY', 'ID'];
const tags = (html: string) => [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[0]).join(' ');

describe.each([
  ['promotions', PROMOTION_TRANSLATIONS, PROMOTIONS],
  ['popups', POPUP_TRANSLATIONS, POPUPS],
  ['help centre', HELP_TRANSLATIONS, HELP_ROWS],
] as const)('seeded %s in every language', (_kind, table, english) => {
  it.each(LANGUAGES)('%s has every item, translated, with the same markup', (lang) => {
    const rows = table[lang]!;
    expect(rows).toHaveLength(english.length);
    rows.forEach(([title, content], i) => {
      expect(title).not.toBe(english[i]!.title);
      expect(content).not.toBe(english[i]!.content);
      expect(tags(content)).toBe(tags(english[i]!.content));
    });
  });
});

describe('content calls in the language of the call', () => {
  const sb = sandboxPerFile();
  const announcements = async (language?: string) =>
    (await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=PR', headers: { ...DEMO, ...(language ? { Language: language } : {}) } })).json().value;

  it('answers the promotions in the Language header, English for an unknown one', async () => {
    const english = (await announcements()).promotion as { id: number; title: string }[];
    expect(english[0]!.title).toBe('100% first deposit bonus');
    expect((await announcements('CN')).promotion[0]).toMatchObject({ id: english[0]!.id, title: '首存 100% 奖金' });
    expect((await announcements('ty')).promotion[0].title).toBe('100% bonus sa unang deposito');
    expect((await announcements('XX')).promotion[0].title).toBe(english[0]!.title);
  });

  it('writes amounts as the apps write money in the language: separators and the symbol’s side are the locale’s', async () => {
    const first = async (language?: string) => (await announcements(language)).promotion[0].content as string;
    expect(await first()).toContain('up to <b>P 5,000.00</b>');
    expect(await first('VI')).toContain('tối đa <b>5.000,00 P</b>');
    expect(await first('ID')).toContain('hingga <b>P 5.000,00</b>');
    expect(await first('TH')).toContain('สูงสุด <b>P 5,000.00</b>');
    expect(await first('CN')).toContain('最高 <b>P 5,000.00</b>');
  });

  it('answers the help centre in its lang, else the Language header', async () => {
    const help = async (query: string, language?: string) =>
      (await sb.call({ url: `/wps/system/helpCenter?device=WEB${query}`, headers: { ...DEMO, ...(language ? { Language: language } : {}) } })).json().value as { tag: string; title: string }[];
    expect((await help('&lang=JA'))[0]).toMatchObject({ tag: 'aboutus', title: '私たちについて', lang: 'JA', display: true, bgColor: null });
    expect((await help('', 'VI'))[1]!.title).toBe('Cách nạp tiền');
    expect((await help('&lang=EN'))[0]!.title).toBe('About us');
    expect((await help('&lang=XX'))[0]).toMatchObject({ title: 'About us', lang: 'EN' });
  });
});

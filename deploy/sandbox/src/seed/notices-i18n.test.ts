import { DEMO, sandboxPerFile } from '../test-utils/sandbox.js';
import { NOTICES } from './content.js';
import { NOTICE_TRANSLATIONS } from './notices-i18n.js';

const tags = (html: string) => [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[0]).join(' ');

describe('seeded notices in every language', () => {
  it.each(['CN', 'VI', 'JA', 'TH', 'TY', 'ID'])('%s has every notice, translated, with the same markup', (lang) => {
    const rows = NOTICE_TRANSLATIONS[lang]!;
    expect(rows).toHaveLength(NOTICES.length);
    rows.forEach(([title, content], i) => {
      expect(title).not.toBe(NOTICES[i]!.title);
      expect(tags(content)).toBe(tags(NOTICES[i]!.content));
    });
  });

  const sb = sandboxPerFile();

  it('answers the announcements in the language of the Language header', async () => {
    const notices = async (language?: string) =>
      (await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=PL', headers: { ...DEMO, ...(language ? { Language: language } : {}) } })).json().value.player as { id: number; title: string }[];
    const english = await notices();
    const thai = await notices('TH');
    expect(english[0]!.title).toBe('System upgrade on Sunday 02:00–04:00');
    expect(thai[0]).toMatchObject({ id: english[0]!.id, title: 'ปรับปรุงระบบวันอาทิตย์ 02:00–04:00' });
    expect((await notices('EN'))[0]!.title).toBe(english[0]!.title);
  });
});

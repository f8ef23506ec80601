import { DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { SEED_MESSAGES } from './member.js';
import { SEED_MESSAGE_TRANSLATIONS } from './member-messages-i18n.js';

jest.setTimeout(30_000);

const LANGUAGES = ['CN', 'VI', 'JA', 'TH', 'TY', 'ID'];
const tags = (html: string) => [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[0]).join(' ');

describe('seeded inbox messages in every language', () => {
  it.each(SEED_MESSAGES.map((m) => [m.key, m] as const))('%s is written for each market with the same markup', (key, message) => {
    for (const lang of LANGUAGES) {
      const t = SEED_MESSAGE_TRANSLATIONS[key]?.[lang];
      expect(t).toBeDefined();
      expect(t!.title).not.toBe(message.title);
      expect(tags(t!.html)).toBe(tags(message.html));
    }
  });

  const sb = sandboxPerFile();

  it('answers in the language of the Language header, English without one', async () => {
    const token = (await encryptedLogin(sb.call, { username: 'agent01m4', password: 'Tessera2026', type: 'username' })).json().value.token as string;
    const titles = async (language?: string) =>
      (await sb.call({ url: '/wps/relay/CSP_getInbox?kind=all&pageSize=10', headers: { ...DEMO, Authorization: token, ...(language ? { Language: language } : {}) } }))
        .json()
        .value.list.map((m: { title: string }) => m.title);
    expect(await titles()).toContain('Welcome to Tessera');
    expect(await titles('TH')).toContain('ยินดีต้อนรับสู่ Tessera');
    expect(await titles('TY')).toContain('Maligayang pagdating sa Tessera');
    expect(await titles('EN')).toContain('Welcome to Tessera');
  });
});

import { DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { SEED_MESSAGES } from './member.js';
import { localiseSeedMessage, SEED_MESSAGE_TRANSLATIONS } from './member-messages-i18n.js';

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

describe('money notices in every language', () => {
  // As routes/funds.ts and routes/withdraw.ts send them.
  const NOTICES = [
    ['Deposit credited', '<p>Your deposit of <b>P 60.00</b> was credited to your main wallet.</p>'],
    ['Deposit failed', '<p>Your deposit of <b>P 60.00</b> failed. No money was taken.</p>'],
    ['Withdrawal approved', '<p>Your withdrawal of <b>P 60.00</b> was approved and paid out. Please confirm you received it.</p>'],
    ['Withdrawal rejected', '<p>Your withdrawal of <b>P 60.00</b> was rejected. The amount is back in your main wallet.</p>'],
  ] as const;
  it.each(NOTICES)('%s is told in each language with its amount and the same markup', (title, html) => {
    for (const lang of LANGUAGES) {
      const local = localiseSeedMessage({ title, html }, null, lang);
      expect(local.title).not.toBe(title);
      // The amount as the apps write money in the language: Vietnamese and Indonesian group and decimal the other way.
      expect(local.html).toContain({ VI: '<b>60,00 P</b>', ID: '<b>P 60,00</b>' }[lang] ?? '<b>P 60.00</b>');
      expect(tags(local.html)).toBe(tags(html));
    }
    expect(localiseSeedMessage({ title, html }, null, 'EN')).toEqual({ title, html });
  });

  it('writes a large amount with the language’s grouping', () => {
    const html = '<p>Your deposit of <b>P 12345.50</b> was credited to your main wallet.</p>';
    expect(localiseSeedMessage({ title: 'Deposit credited', html }, null, 'VI').html).toContain('<b>12.345,50 P</b>');
    expect(localiseSeedMessage({ title: 'Deposit credited', html }, null, 'TH').html).toContain('<b>P 12,345.50</b>');
  });

  it('leaves any other message as it was sent', () => {
    const other = { title: 'Points reward approved', html: '<p>Your redeem of <b>Mug</b> was approved.</p>' };
    expect(localiseSeedMessage(other, null, 'TH')).toEqual(other);
  });
});

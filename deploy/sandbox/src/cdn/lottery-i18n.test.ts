import { LOTTERY_PAGE_TEXTS } from './lottery.js';

/** Words a language writes as English does (Indonesian "Status"). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = { id: ['status'] };

describe('the lottery page in every language', () => {
  const { en, ...others } = LOTTERY_PAGE_TEXTS;
  it.each(Object.keys(others))('%s has every text, none of them English', (lang) => {
    const texts: Record<string, string> = others[lang as keyof typeof others];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(texts)) {
      if (!SAME_AS_ENGLISH[lang]?.includes(key)) expect([key, text]).not.toEqual([key, en[key as keyof typeof en]]);
    }
  });

  it('speaks the seven languages of the site', () => {
    expect(Object.keys(LOTTERY_PAGE_TEXTS).sort()).toEqual(['en', 'fil', 'id', 'ja', 'th', 'vi', 'zh-CN']);
  });
});

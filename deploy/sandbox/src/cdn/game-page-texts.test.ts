import { SLOT_PAGE_TEXTS } from './game-page-texts.js';
import { PAGE_LANGS } from './page-language.js';

describe('the sandbox slot in every language', () => {
  const { en, ...others } = SLOT_PAGE_TEXTS;
  it.each(Object.keys(others))('%s has every text, none of them English', (lang) => {
    const texts = others[lang as keyof typeof others];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(texts)) expect([key, text]).not.toEqual([key, en[key as keyof typeof en]]);
    // The win keeps its amount.
    expect(texts.win).toContain('{amount}');
  });

  it('speaks the seven languages of the site and names the wallet it shows', () => {
    expect(Object.keys(SLOT_PAGE_TEXTS).sort()).toEqual([...PAGE_LANGS].sort());
    expect(SLOT_PAGE_TEXTS.en.wallet).toBe('Main wallet');
  });
});

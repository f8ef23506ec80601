import { POINT_REWARDS } from './points.js';
import { localiseRedeemName, localiseReward, REWARD_TRANSLATIONS } from './points-i18n.js';

/** The gateway's language codes other than English (the site's seven languages). */
const LANGUAGES = ['CN', 'VI', 'JA', 'TH', 'TY', 'ID'];
/** Numbers, amounts and brand names a translation keeps from English. */
const kept = (s: string) => (s.match(/\d[\d,.]*K?|Tessera|Zalo/g) ?? []).map((t) => t.replace(/[,.]/g, '')).sort();

describe('the points mall’s rewards in every language', () => {
  it('speaks the six other languages of the site', () => {
    expect(Object.keys(REWARD_TRANSLATIONS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s names and describes every reward, none of it left in English, numbers and brands kept', (lang) => {
    const table = REWARD_TRANSLATIONS[lang]!;
    expect(Object.keys(table).map(Number).sort((a, b) => a - b)).toEqual(POINT_REWARDS.map((r) => r.id).sort((a, b) => a - b));
    for (const reward of POINT_REWARDS) {
      const shown = localiseReward(reward, lang);
      expect([reward.id, shown.name]).not.toEqual([reward.id, reward.name]);
      expect([reward.id, shown.description]).not.toEqual([reward.id, reward.description]);
      expect([reward.id, kept(shown.name + ' ' + shown.description)]).toEqual([reward.id, kept(reward.name + ' ' + reward.description)]);
      expect(localiseRedeemName(reward.id, reward.name, lang.toLowerCase())).toBe(shown.name);
    }
  });

  it('answers in English for English, no language or one it does not speak', () => {
    const reward = POINT_REWARDS[0]!;
    for (const language of ['EN', undefined, 'XX', 42]) expect(localiseReward(reward, language)).toEqual(reward);
  });
});

import { MEMBER_PAGES, type MemberPage } from '@tessera/shared';
import { MENU, PAGE_REGISTRY, resolvePage } from './page-registry';

it('lists only the registered pages, in MEMBER_PAGES order, each once', () => {
  expect(MENU.map((p) => p.key)).toEqual(['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2']);
  const keys = PAGE_REGISTRY.map((p) => p.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.every((k) => (MEMBER_PAGES as readonly string[]).includes(k))).toBe(true);
});

it('sends a page this build lacks to the default page', () => {
  expect(resolvePage(undefined)).toBe('securityCenter');
  expect(resolvePage('missionLeaderboard')).toBe('missionLeaderboard');
  expect(resolvePage('nope' as MemberPage)).toBe('securityCenter');
  expect(resolvePage('securityCenter')).toBe('securityCenter');
});

it('puts count badges on missions, messages and the reward centre', () => {
  expect(MENU.filter((p) => p.badge).map((p) => [p.key, p.badge])).toEqual([
    ['rewardCenter', 'promotions'],
    ['missionLeaderboard', 'missions'],
    ['messageV2', 'messages'],
  ]);
});

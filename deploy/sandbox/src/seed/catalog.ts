/** Static catalogue of the sandbox: vendors per lane, word lists for the seeded games (lottery games: seed/lottery.ts). */

export interface VendorDef {
  code: string;
  displayName: string;
  gameType: string;
  accountTypeId: number;
  isHot: 0 | 1;
}

/** Lanes in the order the real gateway returns them; esports vendors sit inside SPORTS. */
export const LANES: { title: string; vendors: VendorDef[] }[] = [
  {
    title: 'RNG',
    vendors: [
      { code: 'JL', displayName: 'JILI', gameType: 'RNG', accountTypeId: 101, isHot: 1 },
      { code: 'PG', displayName: 'PG Soft', gameType: 'RNG', accountTypeId: 102, isHot: 1 },
      { code: 'JDB', displayName: 'JDB', gameType: 'RNG', accountTypeId: 103, isHot: 0 },
      { code: 'CQ9', displayName: 'CQ9', gameType: 'RNG', accountTypeId: 104, isHot: 0 },
      { code: 'FC', displayName: 'Fa Chai', gameType: 'RNG', accountTypeId: 105, isHot: 0 },
      { code: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG', accountTypeId: 106, isHot: 1 },
    ],
  },
  {
    title: 'LIVE',
    vendors: [
      { code: 'SA', displayName: 'SA Gaming', gameType: 'LIVE', accountTypeId: 201, isHot: 1 },
      { code: 'EG4', displayName: 'Evo Gaming', gameType: 'LIVE', accountTypeId: 202, isHot: 0 },
      { code: 'PP', displayName: 'Pragmatic Live', gameType: 'LIVE', accountTypeId: 203, isHot: 0 },
    ],
  },
  {
    title: 'FISH',
    vendors: [
      { code: 'JL', displayName: 'JILI Fishing', gameType: 'FISH', accountTypeId: 301, isHot: 1 },
      { code: 'JDB', displayName: 'JDB Fishing', gameType: 'FISH', accountTypeId: 302, isHot: 0 },
      { code: 'FC', displayName: 'Fa Chai Fishing', gameType: 'FISH', accountTypeId: 303, isHot: 0 },
    ],
  },
  {
    title: 'SPORTS',
    vendors: [
      { code: 'SB', displayName: 'Saba Sports', gameType: 'SPORTS', accountTypeId: 401, isHot: 1 },
      { code: 'SPB', displayName: 'SPB Sports', gameType: 'SPORTS', accountTypeId: 402, isHot: 0 },
      { code: 'IMES', displayName: 'IM eSports', gameType: 'SPORTS', accountTypeId: 403, isHot: 0 },
      { code: 'TF', displayName: 'TF Gaming', gameType: 'SPORTS', accountTypeId: 404, isHot: 0 },
      { code: 'IA', displayName: 'IA eSports', gameType: 'SPORTS', accountTypeId: 405, isHot: 0 },
      { code: 'AV', displayName: 'AV eSports', gameType: 'SPORTS', accountTypeId: 406, isHot: 0 },
      { code: 'AI', displayName: 'AI eSports', gameType: 'SPORTS', accountTypeId: 407, isHot: 0 },
      { code: 'FB', displayName: 'FB Sports', gameType: 'SPORTS', accountTypeId: 408, isHot: 1 },
    ],
  },
  {
    title: 'PVP',
    vendors: [
      { code: 'KY', displayName: 'Kaiyuan', gameType: 'PVP', accountTypeId: 501, isHot: 1 },
      { code: 'V8', displayName: 'V8 Poker', gameType: 'PVP', accountTypeId: 502, isHot: 0 },
    ],
  },
  {
    title: 'ELOTT',
    vendors: [{ code: 'TCG_LOTTO_VN', displayName: 'VN Lottery', gameType: 'ELOTT', accountTypeId: 601, isHot: 1 }],
  },
  {
    title: 'LOTT',
    vendors: [{ code: 'TCG_SEA', displayName: 'SEA Lottery', gameType: 'LOTT', accountTypeId: 701, isHot: 0 }],
  },
  {
    title: 'COCKFIGHT',
    vendors: [
      { code: 'SV3', displayName: 'SV388', gameType: 'COCKFIGHT', accountTypeId: 801, isHot: 0 },
      { code: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT', accountTypeId: 802, isHot: 1 },
    ],
  },
];

export const CLASSIFY: { key: string; displayName: string }[] = [
  { key: 'SLOT', displayName: 'Slots' },
  { key: 'JP', displayName: 'Jackpot' },
  { key: 'TG', displayName: 'Table Games' },
  { key: 'AC', displayName: 'Arcade' },
  { key: 'BG', displayName: 'Bingo' },
];

export const MIN_BETS_CENTS = [1, 5, 10, 50, 75];

export const WORDS_A = [
  'Golden', 'Lucky', 'Mighty', 'Royal', 'Wild', 'Mystic', 'Crystal', 'Dragon', 'Jade', 'Fire', 'Thunder', 'Silver',
  'Sacred', 'Secret', 'Magic', 'Ancient', 'Super', 'Mega', 'Shining', 'Frozen', 'Fortune', 'Emerald', 'Ruby', 'Neon',
];
export const WORDS_B = [
  'Dragon', 'Tiger', 'Phoenix', 'Panda', 'Empress', 'Pharaoh', 'Buffalo', 'Koi', 'Lion', 'Wolf', 'Genie', 'Pirate',
  'Samurai', 'Monkey', 'Eagle', 'Treasure', 'Temple', 'Galaxy', 'Candy', 'Fruit', 'Gem', 'Ninja', 'Queen', 'Viking',
];
export const WORDS_C = ['Fortune', 'Riches', 'Gold', 'Legend', 'Quest', 'Megaways', 'Blitz', 'Party', 'Rush', 'Bonanza', 'Spins', 'Jackpot', 'Ways', 'Deluxe'];

export const FISH_NAMES = ['Ocean King', 'Fishing War', 'Mega Fishing', 'Dragon Fishing', 'Jackpot Fishing', 'Bombing Fishing', 'Happy Fishing', 'Royal Fishing', 'Boom Legend', 'Dinosaur Tycoon', 'All-star Fishing', 'Fish Hunter'];
export const LIVE_NAMES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Lightning Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Fan Tan', 'Andar Bahar', 'Teen Patti', 'Poker', 'Money Wheel'];
export const COCKFIGHT_NAMES = ['Sabong Arena', 'Derby Pit', 'Champion Cockpit', 'World Slasher Cup', 'Gamefowl Derby', 'Night Derby', 'Bakbakan', 'Hari ng Manok'];
export const SPORTS_NAMES = ['Sportsbook', 'Football', 'Basketball', 'Tennis', 'Volleyball', 'Boxing'];
export const ESPORTS_NAMES = ['League of Legends', 'Dota 2', 'Counter-Strike 2', 'Mobile Legends', 'Valorant', 'King of Glory'];
/** E-sports vendors inside the SPORTS lane (docs/product.md#header-and-nav). */
export const ESPORTS_VENDORS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
export const PVP_NAMES = ['Texas Holdem', 'Mahjong', 'Tongits', 'Pusoy', 'Rummy', 'Blackjack Duel', 'Niu Niu', 'Sam Gong', 'Pai Gow', 'Fight the Landlord', 'Big Two', 'Lucky 9'];

export const WHITELABEL_MODULES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'LOGINIPVERF3',
  // GeeTest v4 on login, registration and SMS sends (docs/gateway.md#geetest); off unless switched on.
  'GEETEST3',
  'REGGRP',
  'HOMEPAGE',
] as const;

export const DEFAULT_MODULES_ON = new Set(['USERNAMEREG3', 'DIRECTREG3', 'FREEPLAY3', 'AGENTPOLICY3', 'MOBILEVERCODELOGIN3', 'LOGINIPVERF3', 'REGGRP', 'HOMEPAGE']);

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Static catalogue of the sandbox: vendors per lane, word lists for the seeded games (lottery games: seed/lottery.ts). */

export interface VendorDef {
  code: string;
  displayName: string;
  gameType: string;
  accountTypeId: number;
  isHot: 0 | 1;
}

/** A lane's vendor: [code, display name, hot]. */
type VendorRow = readonly [code: string, displayName: string, isHot: 0 | 1];

/** Lanes in the order the real gateway returns them; esports vendors sit inside SPORTS. */
const LANE_ROWS: readonly (readonly [title: string, vendors: readonly VendorRow[]])[] = [
  ['RNG', [['JL', 'JILI', 1], ['PG', 'PG Soft', 1], ['JDB', 'JDB', 0], ['CQ9', 'CQ9', 0], ['FC', 'Fa Chai', 0], ['PP', 'Pragmatic Play', 1]]],
  ['LIVE', [['SA', 'SA Gaming', 1], ['EG4', 'Evo Gaming', 0], ['PP', 'Pragmatic Live', 0]]],
  ['FISH', [['JL', 'JILI Fishing', 1], ['JDB', 'JDB Fishing', 0], ['FC', 'Fa Chai Fishing', 0]]],
  [
    'SPORTS',
    [['SB', 'Saba Sports', 1], ['SPB', 'SPB Sports', 0], ['IMES', 'IM eSports', 0], ['TF', 'TF Gaming', 0], ['IA', 'IA eSports', 0], ['AV', 'AV eSports', 0], ['AI', 'AI eSports', 0], ['FB', 'FB Sports', 1]],
  ],
  ['PVP', [['KY', 'Kaiyuan', 1], ['V8', 'V8 Poker', 0]]],
  ['ELOTT', [['TCG_LOTTO_VN', 'VN Lottery', 1]]],
  ['LOTT', [['TCG_SEA', 'SEA Lottery', 0]]],
  ['COCKFIGHT', [['SV3', 'SV388', 0], ['DS88', 'DS88 Sabong', 1]]],
];

/** Each vendor plays its lane's game type; its account type is the lane's number and its place (RNG's second: 102). */
export const LANES: { title: string; vendors: VendorDef[] }[] = LANE_ROWS.map(([title, rows], lane) => ({
  title,
  vendors: rows.map(([code, displayName, isHot], i) => ({ code, displayName, gameType: title, accountTypeId: (lane + 1) * 100 + i + 1, isHot })),
}));

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

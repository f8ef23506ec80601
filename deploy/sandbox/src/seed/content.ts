/**
 * Content the sandbox serves for the host (docs/gateway.md#content-calls): banners per group with their
 * artwork, notices, promotions, the help centre and domain routes; and the affiliate codes of the seeded
 * agents. Static data, the same on every start.
 */
import type Database from 'better-sqlite3';
import type { AnnouncementsValue, Banner, HelpItem, NoticeItem, PromotionItem } from '@tessera/shared/api-types';
import { money } from './money.js';

export interface Art {
  kicker: string;
  title: string;
  copy: string;
  cta: string;
  /** Noto emoji: the first large, the rest small. */
  motifs: string[];
  /** game-icons glyph of the background pattern. */
  glyph: string;
  hues: [number, number];
}

const art = (kicker: string, title: string, copy: string, cta: string, motifs: string[], glyph: string, hues: [number, number]): Art => ({
  kicker,
  title,
  copy,
  cta,
  motifs,
  glyph,
  hues,
});

/** Banner artwork by file name `<group>-<n>`. */
export const BANNER_ART: Record<string, Art> = {
  'w_home-1': art('Welcome bonus', '100% First Deposit', `Double your first deposit, up to ${money.en(5000)}`, 'Claim now', ['money-bag', 'gem-stone', 'coin'], 'coins', [280, 320]),
  'w_home-2': art('Every day', 'Daily Rebate 1.2%', 'Cash back on every valid bet, no limit', 'See details', ['slot-machine', 'four-leaf-clover', 'star'], 'rolling-dices', [200, 250]),
  'w_home-3': art('Live casino', 'Baccarat Nights', 'Play with real dealers, 24 hours a day', 'Play now', ['joker', 'spade-suit', 'heart-suit'], 'poker-hand', [340, 20]),
  'w_rng-1': art('Slots festival', '10,000+ Slot Games', 'New titles from JILI, PG and Pragmatic every week', 'Spin now', ['slot-machine', 'cherries', 'bell'], 'diamonds-smile', [30, 350]),
  'w_live-1': art('Live dealers', 'Live Casino Week', 'Win streak bonus on every table', 'Join a table', ['game-die', 'joker', 'money-bag'], 'ace', [330, 280]),
  'w_fish-1': art('Big catch', 'Fishing Frenzy', 'Golden sharks pay double this week', 'Cast now', ['shark', 'tropical-fish', 'blowfish'], 'fishing-hook', [190, 220]),
  'w_pvp-1': art('Card masters', 'PVP Tournament', `Climb the table, share a ${money.en(100000)} pool`, 'Sit down', ['flower-playing-cards', 'mahjong-red-dragon', 'trophy'], 'chess-knight', [140, 180]),
  'w_sports-1': art('Sports', 'Weekend Cashback', '10% back on your weekend sports losses', 'Bet now', ['soccer-ball', 'basketball', 'trophy'], 'trophy-cup', [110, 150]),
  'w_esports-1': art('E-sports', 'Arena Season', 'Live odds on every major league', 'Bet now', ['video-game', 'trophy', 'sports-medal'], 'joystick', [260, 300]),
  'w_lott-1': art('Lotto', 'Draws Every Few Minutes', 'VN and SEA lotteries, results live', 'Pick numbers', ['ticket', 'admission-tickets', 'four-leaf-clover'], 'crystal-ball', [45, 15]),
  'w_down-1': art('Mobile app', 'Play Anywhere', 'Faster games and instant deposits on the app', 'Download', ['mobile-phone', 'rocket', 'star'], 'smartphone', [210, 250]),
  'w_promotion-1': art('Promotions', 'Bonuses All Week', 'Newbie, daily and VIP rewards in one place', 'Browse', ['wrapped-gift', 'party-popper', 'money-bag'], 'present', [300, 340]),
  'w_help-1': art('Help centre', 'We Are Here 24/7', 'Answers, guides and live support', 'Get help', ['light-bulb', 'speech-balloon', 'thumbs-up'], 'help', [220, 200]),
  'w_reg-1': art('Join in 30 seconds', 'Create Your Account', 'Free registration, instant play', 'Register', ['party-popper', 'wrapped-gift', 'star'], 'crown', [270, 320]),
  'w_login-1': art('Welcome back', 'Your Games Await', 'Log in and pick up where you left', 'Log in', ['slot-machine', 'crown', 'star'], 'crown', [230, 270]),
};

/** Banners as the announcement call answers them; home has three, most groups one, the points mall none. */
export const BANNERS: Banner[] = Object.keys(BANNER_ART).map((name, i) => {
  const groupName = name.replace(/-\d+$/, '');
  const linked: Record<string, string> = { 'w_home-1': '/promotions', 'w_home-3': '/live', 'w_rng-1': '/rng', 'w_down-1': '/down' };
  return {
    bannerId: 100 + i,
    groupName,
    url: `/cdn/TCG_PROD_IMAGES/BANNER/${name}.png`,
    linkageType: linked[name] ? 'ROUTE' : null,
    linkage: linked[name] ?? null,
    title: `${BANNER_ART[name]!.title}: ${BANNER_ART[name]!.copy}`,
  };
});

const DAY = 86_400_000;
const NOW_BASE = Date.UTC(2026, 10, 20);

export const NOTICES: NoticeItem[] = [
  ['System upgrade on Sunday 02:00–04:00', '<p>We will upgrade our systems on <b>Sunday from 02:00 to 04:00 (GMT+8)</b>. Games may be unavailable for a few minutes.</p>'],
  ['New slots from JILI and PG Soft', '<p>Twelve new titles are live in the <a href="/rng">slots lobby</a>, including <i>Golden Dragon Fortune</i>.</p>'],
  ['Daily rebate raised to 1.2%', '<p>From today every valid bet earns a <b>1.2%</b> rebate, paid the next morning.</p>'],
  ['GCash deposits are instant again', '<p>The delay on GCash deposits is fixed. Thank you for your patience.</p>'],
  ['Beware of fake customer-service accounts', '<p>We never ask for your password. Contact us only through the customer-service button on this site.</p>'],
  ['Weekend sports cashback', '<p>Get 10% back on weekend sports losses, credited on Monday.</p>'],
  ['VN lottery draw schedule', '<p>VN lottery draws every 5 minutes. See results on the lottery page.</p>'],
  ['Responsible gaming', '<p>Set deposit limits in your member centre. Players must be 18 or older.</p>'],
  ['New withdrawal channel: Maya', '<p>You can now withdraw to Maya wallets, usually within 10 minutes.</p>'],
  ['Fishing frenzy week', '<p>Golden sharks pay double in all fishing games this week.</p>'],
  ['Agent programme open', '<p>Become an agent: see <a href="/join">Join us</a> for commissions and team tools.</p>'],
].map(([title, content], i) => ({ id: 500 + i, title: title!, content: content!, createTime: NOW_BASE - i * DAY }));

/**
 * Announcement popups (docs/gateway.md#content-calls): `B` for visitors, `A` for members after a login, `F`
 * only on a member's first login. Served while the merchant's sandbox switch `ANNOUNCEPOPUP` is on (the
 * stand-in for an operator publishing them), so suites that do not ask for popups never see one.
 */
export const POPUPS: AnnouncementsValue['popup'] = [
  {
    id: 700,
    execution: 'B',
    title: 'Welcome to Tessera',
    content: `<p>New here? <b>Register today</b> and your first deposit is doubled, up to ${money.en(5000)}.</p><p>See <a href="/promotions">promotions</a> for the details.</p>`,
  },
  {
    id: 701,
    execution: 'A',
    title: 'Weekend reload bonus',
    content: '<p>Deposit this weekend and get a <b>20% reload bonus</b>, credited within 10 minutes.</p>',
  },
  {
    id: 702,
    execution: 'F',
    title: 'Your first login: a gift for you',
    content: '<p>Thanks for joining! Claim your <b>free spins</b> in the member centre under Rewards.</p>',
  },
];

export const PROMOTION_ART: Record<string, Art> = {
  'newbie-100': art('Newbie', '100% Welcome', 'First deposit doubled', 'Claim', ['money-bag', 'coin', 'star'], 'coins', [280, 320]),
  'daily-rebate': art('Daily', 'Rebate 1.2%', 'On every valid bet', 'Join', ['repeat-button', 'coin'], 'rolling-dices', [200, 250]),
  'slots-race': art('Slots', 'Spin Race', `${money.en(50000)} weekly pool`, 'Join', ['slot-machine', 'trophy'], 'diamonds-smile', [30, 350]),
  'live-streak': art('Live casino', 'Win Streak', 'Bonus for 5 wins in a row', 'Join', ['joker', 'game-die'], 'ace', [330, 280]),
  'fish-double': art('Fishing', 'Double Sharks', 'Golden sharks pay 2x', 'Join', ['shark', 'tropical-fish'], 'fishing-hook', [190, 220]),
  'sports-cashback': art('Sports', 'Weekend Cashback', '10% of losses back', 'Join', ['soccer-ball', 'trophy'], 'trophy-cup', [110, 150]),
  'vip-birthday': art('VIP', 'Birthday Gift', 'A gift on your birthday', 'See', ['wrapped-gift', 'birthday-cake'], 'crown', [300, 340]),
  'app-download': art('App', 'Download Bonus', `${money.en(88)} for your first app login`, 'Get app', ['mobile-phone', 'money-bag'], 'smartphone', [210, 250]),
  'lotto-lucky': art('Lotto', 'Lucky Numbers', 'Extra 5% on winning tickets', 'Play', ['ticket', 'four-leaf-clover'], 'crystal-ball', [45, 15]),
};

const promo = (id: number, name: string, title: string, promotionType: PromotionItem['promotionType'], badge: PromotionItem['badge'], content: string): PromotionItem => ({
  id,
  title,
  content,
  promotionType,
  badge,
  announcementImages: [{ imageUrl: `/cdn/TCG_PROD_IMAGES/PROMOTION/${name}.png` }],
  startTime: NOW_BASE - 10 * DAY,
  endTime: NOW_BASE + 60 * DAY,
});

export const PROMOTIONS: PromotionItem[] = [
  promo(900, 'newbie-100', '100% first deposit bonus', 'newbie', 'NEWBIE', `<p>Deposit at least ${money.en(100)} and get the same again as bonus, up to <b>${money.en(5000)}</b>.</p><ul><li>Turnover 10× before withdrawal</li><li>Once per player</li></ul>`),
  promo(901, 'daily-rebate', 'Daily rebate 1.2%', 'rebate', 'DAILY', '<p>Every valid bet earns a 1.2% rebate, paid at 10:00 the next day.</p>'),
  promo(902, 'slots-race', 'Weekly slots race', 'slots', 'LIMITED', `<p>The 50 players with the most spins share ${money.en(50000)} every week.</p>`),
  promo(903, 'live-streak', 'Live casino win streak', 'live', 'SPECIAL OFFER', `<p>Win 5 hands in a row at baccarat and get ${money.en(500)}.</p>`),
  promo(904, 'fish-double', 'Double golden sharks', 'fish', null, '<p>Golden sharks pay twice this week in every fishing game.</p>'),
  promo(905, 'sports-cashback', 'Weekend sports cashback', 'sports', 'HIGH RABATE', `<p>10% of weekend sports losses back on Monday, up to ${money.en(2000)}.</p>`),
  promo(906, 'vip-birthday', 'VIP birthday gift', 'ranking', 'VIP', '<p>VIP3 and above receive a birthday gift that grows with their rank.</p>'),
  promo(907, 'app-download', 'App download bonus', 'appDownload', null, `<p>Log in on the app for the first time and get ${money.en(88)}.</p>`),
  promo(908, 'lotto-lucky', 'Lucky numbers', 'lotto', null, '<p>Winning lotto tickets pay an extra 5% this month.</p>'),
];

/**
 * The help centre's rows in English, in the order content-i18n.ts translates them. helpCentre() nests them the way
 * the real gateway answers (a captured `GET /wps/system/helpCenter`): tagged top-level items `aboutus`, `deposit`,
 * `withdraw`, `game`, `faqs`, with `children`; the sandbox also tags the children the site links to (#terms,
 * #licence, …), where the real answer's children carry `tag: null`.
 */
export const HELP_ROWS: readonly { title: string; content: string }[] = [
  { title: 'About us', content: '<p>Tessera is a licensed gaming site for slots, live casino, fishing, PVP and lottery.</p>' },
  { title: 'How to deposit', content: '<ol><li>Open the member centre.</li><li>Choose Deposit and a channel.</li><li>Enter the amount and confirm.</li></ol>' },
  { title: 'How to withdraw', content: '<p>Withdraw from the member centre. Payouts usually arrive within 10 minutes.</p>' },
  { title: 'Game rules', content: '<p>Every game shows its own rules inside the game.</p>' },
  { title: 'Terms and privacy', content: '<p>By registering you confirm you are 18 or older and accept these terms. We never share your data with third parties.</p>' },
  { title: 'Licences', content: '<p>Licensed by the Malta Gaming Authority, the British Virgin Islands and PAGCOR (Philippines).</p>' },
  { title: 'Responsible gaming', content: '<p>Set limits and take breaks. Ask customer service for a self-exclusion if you need one.</p>' },
  { title: 'Credits', content: '<p>Game artwork uses icons from <a href="https://game-icons.net">game-icons.net</a> (Lorc, Delapouite and contributors, CC BY 3.0) and Noto Emoji (Google, Apache 2.0).</p>' },
  { title: 'FAQ', content: '<p>Answers to the questions players ask most.</p>' },
  { title: 'How long does a deposit take?', content: '<p>Most deposits are credited within 5 minutes.</p>' },
  { title: 'Can I change my registered mobile number?', content: '<p>Yes: contact customer service, who confirm your identity first.</p>' },
];

/** Which row goes where: [row, tag, children]. */
const HELP_LAYOUT: readonly [number, string, readonly (readonly [number, string | null])[]][] = [
  [0, 'aboutus', [[4, 'terms'], [5, 'licence'], [6, 'responsible'], [7, 'credits']]],
  [1, 'deposit', []],
  [2, 'withdraw', []],
  [3, 'game', []],
  [8, 'faqs', [[9, null], [10, null]]],
];

/** The help centre in the real answer's shape from rows already in one language (`lang`, e.g. `EN`). */
export function helpCentre(rows: readonly { title: string; content: string }[], lang: string): HelpItem[] {
  const item = (i: number, tag: string | null): HelpItem => ({ title: rows[i]!.title, content: rows[i]!.content, bgColor: null, lang, display: true, tag });
  return HELP_LAYOUT.map(([i, tag, children]) => ({ ...item(i, tag), ...(children.length ? { children: children.map(([j, t]) => item(j, t)) } : {}) }));
}

/** `speed`: the sandbox's estimate in ms, and the delay its ping of that route waits (routes/widgets.ts). */
export const DOMAIN_ROUTES = [
  { domain: 'www1.tessera.example', speed: 38 },
  { domain: 'www2.tessera.example', speed: 64 },
  { domain: 'www3.tessera.example', speed: 121 },
];

/** Affiliate codes: each seeded agent's username upper-cased (agent01 → AGENT01). */
export function seedContent(db: Database.Database): void {
  const agents = db.prepare<[], { id: number; merchant: string; username: string }>('SELECT id, merchant, username FROM members WHERE type IN (1, 2, 41, 42)').all();
  const put = db.prepare<[string, string, number]>('INSERT OR IGNORE INTO affiliate_codes (merchant, code, agent_id) VALUES (?, ?, ?)');
  for (const a of agents) put.run(a.merchant, a.username.toUpperCase(), a.id);
}

/**
 * The WPS gateway's endpoint table: every call of docs/gateway.md#calls, with the flags of the platform's own API
 * table (docs/gateway.md#endpoint-flags): `modId` goes out as the `ModuleId` header, `token` attaches
 * `Authorization`, `encrypt` sends the DES/RSA envelope of docs/gateway.md#encryption. `bare` marks the lottery
 * gateway, whose answers are not wrapped in `{ success, value }`. `form` sends form-url-encoded.
 *
 * Where the contract leaves a method unknown, the choice is noted beside the entry.
 */
import { startEndpoints } from './start-endpoints.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  path: string;
  method: HttpMethod;
  modId?: string;
  /** true: required (refused locally without a session); 'optional': sent when there is one. */
  token?: boolean | 'optional';
  encrypt?: boolean;
  form?: boolean;
  bare?: boolean;
  /**
   * The same call under another name of the real client's tables (the newer table's `MCSFE_*` names beside the
   * older `MCS2_*` ones, docs/gateway.md#calls): same method, flags, request and answer. The client calls `path`
   * unless a merchant's gateway configuration names one of these instead; the sandbox answers every one alike.
   */
  alsoAt?: readonly string[];
}

export const endpoints = {
  // The calls pages start with, in their own module so the client need not load the rest first (start-endpoints.ts).
  ...startEndpoints,

  // Session and member (docs/gateway.md#session-calls, #member-calls)
  login: { path: '/wps/session/login', method: 'POST', modId: 'COMM3', encrypt: true },
  loginVerification: { path: '/wps/session/login/verification', method: 'POST', modId: 'LOGINIPVERF3', encrypt: true },
  freePlay: { path: '/wps/session/login/freeplay', method: 'POST', modId: 'FREEPLAY3' },
  logout: { path: '/wps/session/logout', method: 'DELETE', modId: 'COMM3', token: true },
  smsNoLogin: { path: '/wps/verification/sms/noLogin', method: 'POST', modId: 'VERIFICATION3' },
  smsRegister: { path: '/wps/verification/sms/register', method: 'POST', modId: 'REGMOBVERF3' },
  whitelabel: { path: '/wps/system/whitelabel', method: 'GET', modId: 'COMM3' },
  avatar: { path: '/wps/relay/MCSFE_getPlayerAvatar', method: 'GET', token: true },
  register: { path: '/wps/member/register', method: 'PUT', modId: 'REG3', encrypt: true },
  registerMobile: { path: '/wps/member/register/mobile', method: 'PUT', modId: 'MOBILENUMREG3', encrypt: true },
  changePassword: { path: '/wps/member/password', method: 'POST', modId: 'PASS3', token: true, encrypt: true },
  affiliate: { path: '/wps/agent/affiliate', method: 'GET', modId: 'AFFMAN3' },
  registerSettings: { path: '/wps/system/setting/register', method: 'GET', modId: 'REG3' },
  forgotByEmail: { path: '/wps/member/password/email', method: 'POST', modId: 'COMM3', form: true },
  captcha: { path: '/wps/captcha', method: 'GET', modId: 'CAPTCHA3' },
  memberIcon: { path: '/wps/member/info/icon', method: 'GET', modId: 'PROFPIC3', token: true },
  setPasswordByPhone: { path: '/wps/member/password/verification', method: 'POST', modId: 'CHNGPASSVERIF3', encrypt: true },
  // Update-language: path from the newer API table ([T2]); method not shown, PUT chosen.
  updateLanguage: { path: '/wps/member/language', method: 'PUT', modId: 'COMM3', token: true },
  playerRankProgress: { path: '/wps/relay/MCSFE_getPlayerRankProgress', method: 'GET', token: true },
  // The newer table's account calls (docs/gateway.md#session-calls); payloads and answers own design.
  resetPasswordSms: { path: '/wps/member/password/sms', method: 'POST', modId: 'PWRESETSMS3' },
  securityConfig: { path: '/wps/v2/member/securityConfig', method: 'GET', modId: 'COMM3', token: true },
  geetest: { path: '/wps/captcha/geetest', method: 'GET', modId: 'GEETEST3' },
  autoUsername: { path: '/wps/member/register/autoUsername', method: 'PUT', modId: 'REG3' },

  // Wallet (docs/gateway.md#wallet-calls)
  walletTransfer: { path: '/wps/relay/GCS_walletTransfer', method: 'POST', modId: 'FUNDTRANS3', token: true },
  consolidatedFunds: { path: '/wps/member/info/funds/consolidated', method: 'GET', modId: 'COMM3', token: true },
  merchantWallet: { path: '/wps/relay/GCS_merchantWallet', method: 'GET', modId: 'COMM3', token: true },
  // Member-centre money calls; paths from the mobile client's names where known (docs/gateway.md#wallet-calls),
  // the rest designed by the sandbox and described there.
  depositSettings: { path: '/wps/relay/MCSFE_getDepositSettings', method: 'GET', modId: 'COMM3', token: true },
  deposit: { path: '/wps/relay/MCSFE_deposit', method: 'POST', modId: 'COMM3', token: true },
  depositRecords: { path: '/wps/relay/MCSFE_getDepositRecords', method: 'GET', modId: 'COMM3', token: true },
  memberProfile: { path: '/wps/member/info/profile', method: 'GET', modId: 'COMM3', token: true },
  updateMemberProfile: { path: '/wps/member/info/profile', method: 'PUT', modId: 'COMM3', token: true },
  // The mobile client's referral call (referralCode, totalInvitations); `link` is the sandbox's addition.
  referralDetails: { path: '/wps/relay/MCSFE_getReferralDetails', method: 'GET', modId: 'COMM3', token: true },
  withdrawSettings: { path: '/wps/relay/MCSFE_getWithdrawSettings', method: 'GET', modId: 'COMM3', token: true },
  // Password-checked like the points calls (docs/gateway.md#points-calls): the payment password travels encrypted.
  withdraw: { path: '/wps/relay/passwordCheck/MCSFE_withdraw', method: 'POST', modId: 'COMM3', token: true, encrypt: true },
  withdrawRecords: { path: '/wps/relay/MCSFE_getWithdrawRecords', method: 'GET', modId: 'COMM3', token: true },
  withdrawConfirm: { path: '/wps/relay/MCSFE_processPaymentConfirmation', method: 'POST', modId: 'COMM3', token: true },
  // Member to upline (the gateway's C2C transaction names); password-checked, encrypted.
  uplineTransferInfo: { path: '/wps/relay/MCSFE_getC2CTransactionInfo', method: 'GET', modId: 'COMM3', token: true },
  // The real table's C2C call (newer table, no encrypt flag there); Tessera encrypts it because it carries the
  // payment password (own design, docs/gateway.md#wallet-calls).
  transferUpline: { path: '/wps/relay/MCSFE_processC2CTransaction', method: 'POST', modId: 'COMM3', token: true, encrypt: true },
  // Withdrawals waiting for the member's receipt confirmation (newer table's name; answer shape own design).
  paymentConfirmations: { path: '/wps/relay/MCSFE_getPaymentConfirmationList', method: 'GET', modId: 'COMM3', token: true },
  // Betting records and personal profit and loss: the gateway's calls are not recorded; paths of the sandbox's
  // design beside ODSFE2_MemTransDet (docs/gateway.md#member-report-calls).
  betRecords: { path: '/wps/relay/ODSFE2_getMemberBetRecords', method: 'GET', modId: 'MEMTRANS3', token: true },
  profitLoss: { path: '/wps/relay/ODSFE2_getMemberProfitLoss', method: 'GET', modId: 'MEMTRANS3', token: true },

  // Games (docs/gateway.md#game-calls)
  lotteryGameMenus: { path: '/lgw/games/game_menus', method: 'GET', modId: 'COMM3', bare: true },
  // token:false in the real table; Tessera sends one when it has it, since a launch is for a player.
  gameLaunchFB: { path: '/wps/relay/GCS_gameLaunchFB', method: 'GET', token: 'optional' },
  hotGames: { path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', modId: 'GAMELOHOT3' },
  vassGameType: { path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', modId: 'COMM3', token: true, alsoAt: ['/wps/relay/GLS2_getVassGameType'] },
  // The older vendor list of the newer table, the sports match list and the trial launch (shapes own design).
  vendorList: { path: '/wps/relay/GCSGAME_gameVendor', method: 'GET', modId: 'COMM3' },
  gameMatches: { path: '/wps/relay/GCSGAME_getGameMatchV2', method: 'GET' },
  trialLaunch: { path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET', token: 'optional' },
  favoriteList: { path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', modId: 'GAMELOFAV3', token: true },
  addFavorite: { path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', modId: 'GAMELOFAV3', token: true },
  removeFavorite: { path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', modId: 'GAMELOFAV3', token: true },
  recentGames: { path: '/wps/relay/GCS_recentGame', method: 'GET', modId: 'GAMELOREC3', token: true },
  pvpRooms: { path: '/wps/relay/GLS2_roomList', method: 'GET', token: true },
  launchGame: { path: '/wps/game/launchGame', method: 'GET', modId: 'GAMELO3', token: true },

  // Lottery and missions (docs/gateway.md#lottery-calls)
  vnGameMenuRecent: { path: '/lgw/vn/games/game_menu/recent', method: 'GET', modId: 'COMM3', token: true, bare: true },
  openedNumero: { path: '/lotto/lgw/games/opened/numero', method: 'GET', modId: 'COMM3', token: true, bare: true },
  // The newer table's lottery calls (docs/gateway.md#lottery-calls).
  lotteryGames: { path: '/lgw/games', method: 'GET', modId: 'COMM3', bare: true },
  lotteryOpenedNumero: { path: '/lgw/games/opened/numero', method: 'GET', modId: 'COMM3', token: true, bare: true },
  lotteryDraws: { path: '/lgw/draw', method: 'GET', modId: 'COMM3', bare: true },
  lotteryDrawByCode: { path: '/lgw/draw/code/', method: 'GET', bare: true },
  lotteryNear: { path: '/lgw/numeros/near', method: 'GET', bare: true },
  lotteryMenusRecent: { path: '/lgw/games/game_menus/recent', method: 'GET', modId: 'COMM3', token: true, bare: true },
  missionSummary: { path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', token: true },
  missionLeaderboard: { path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', token: true },

  // Announcements, home and common (docs/gateway.md#content-calls)
  domainRoute: { path: '/wps/system/domainRoute', method: 'GET', modId: 'COMM3' },
  feedback: { path: '/wps/feedback', method: 'PUT', modId: 'FEEDBACK3' },
  // Red envelope, chat room and route pings: named by the product without calls, so these are Tessera's design.
  domainPing: { path: '/wps/system/domainRoute/ping', method: 'GET', modId: 'COMM3' },
  redEnvelope: { path: '/wps/relay/MCSFE_getRedEnvelope', method: 'GET', modId: 'REDENV3', token: 'optional' },
  openRedEnvelope: { path: '/wps/relay/MCSFE_openRedEnvelope', method: 'POST', modId: 'REDENV3', token: true },
  chatMessages: { path: '/wps/relay/CHAT_getMessages', method: 'GET', modId: 'CHATROOM3', token: 'optional' },
  chatSend: { path: '/wps/relay/CHAT_sendMessage', method: 'POST', modId: 'CHATROOM3', token: true },
  claimRaffle: { path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', modId: 'REWCEN3', token: true, alsoAt: ['/wps/relay/MCSFE_claimRafflePromotion'] },
  raffleStatus: { path: '/wps/relay/MCSFE_getRafflePromotionStatus', method: 'GET', modId: 'REWCEN3', token: true },
  promotionCategories: { path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', method: 'GET' },
  merchantPromotions: { path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', method: 'GET', modId: 'REWCEN3' },
  promotionClaims: { path: '/wps/relay/MCS2_getPromotionClaimList', method: 'GET', modId: 'REWCEN3', token: true },
  rebateSettings: { path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', method: 'GET', token: true },
  jackpot: { path: '/wps/relay/VIS_getJackpot', method: 'GET', modId: 'COMM3' },
  customerServiceScript: { path: '/wps/relay/WPSCORE_getCustomerServiceScript', method: 'GET' },
  // The live streamers (CBS3): the model list and the chat launch of the main chunk, the newer table's chat
  // unread count and permission. The main chunk sends launchChat without a token, the newer table with one.
  liveModels: { path: '/wps/relay/CBS_modelList', method: 'GET', modId: 'CBS3' },
  liveChat: { path: '/wps/relay/CBS_launchChat', method: 'GET', modId: 'CBS3', token: 'optional' },
  liveUnread: { path: '/wps/relay/CBS_unreadCount', method: 'GET', modId: 'CBS3', token: true },
  livePermission: { path: '/wps/relay/CBS_groupPermission', method: 'GET', token: true },
  systemSettings: { path: '/wps/system/settings/consolidated', method: 'GET', modId: 'COMM3' },
  location: { path: '/wps/system/location', method: 'GET', modId: 'COMM3' },
  templates: { path: '/wps/system/templates', method: 'GET', modId: 'COMM3' },
  // Inbox pages: CSP_getInbox is in the gateway's tables (shape unknown); marking read is the sandbox's design.
  inbox: { path: '/wps/relay/CSP_getInbox', method: 'GET', modId: 'INBOX3', token: true },
  readMessages: { path: '/wps/relay/CSP_readMessages', method: 'POST', modId: 'INBOX3', token: true },
  helpCenter: { path: '/wps/system/helpCenter', method: 'GET', modId: 'COMM3' },
  availablePromotions: { path: '/wps/relay/MCSFE_getAvailablePromotions', method: 'GET', modId: 'REWCEN3', token: true },
  // Activity application (remark and images); the name is in the gateway's tables, the shape is the sandbox's.
  applyActivity: { path: '/wps/relay/MCSFE_signUpRequestReward', method: 'POST', modId: 'REWCEN3', token: true },

  // Salary and dividends (docs/gateway.md#salary-calls)
  dividend: { path: '/wps/relay/MCS2_processDividendReq', method: 'GET', modId: 'SIGNCONDIV3', token: true, alsoAt: ['/wps/relay/MCSFE_processContractDividend'] },
  dailySalary: { path: '/wps/relay/MCS2_processDailySalContract', method: 'GET', modId: 'DAILYSALCONT3', token: true, alsoAt: ['/wps/relay/MCSFE_processDailySalaryContract'] },
  hourSalary: { path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', modId: 'HOURSAL3', token: true, alsoAt: ['/wps/relay/MCSFE_processContractHourSalary'] },
  realTimeSalary: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', modId: 'RTSALARY3', token: true },

  // Agent centre reports and downline moves: the real gateway's calls are not recorded, so these paths are
  // the sandbox's own design (docs/gateway.md#salary-calls, docs/product.md#agent-centre).
  agentTeamSummary: { path: '/wps/agent/team/summary', method: 'GET', modId: 'AGENTPOLICY3', token: true },
  agentTeamMembers: { path: '/wps/agent/team/members', method: 'GET', modId: 'AGENTPOLICY3', token: true },
  agentTeamBets: { path: '/wps/agent/team/bets', method: 'GET', modId: 'AGENTPOLICY3', token: true },
  agentTeamProfit: { path: '/wps/agent/team/profit', method: 'GET', modId: 'AGENTPOLICY3', token: true },
  agentTeamLedger: { path: '/wps/agent/team/ledger', method: 'GET', modId: 'AGENTPOLICY3', token: true },
  agentTransfer: { path: '/wps/agent/transfer', method: 'POST', modId: 'AGENTPOLICY3', token: true },
  agentRegister: { path: '/wps/agent/member', method: 'PUT', modId: 'AGENTPOLICY3', token: true, encrypt: true },
  agentAnnouncements: { path: '/wps/agent/announcements', method: 'GET', modId: 'AGENTPOLICY3', token: true },

  // Points (docs/gateway.md#points-calls)
  pointBalance: { path: '/wps/relay/MCS2_getPointBalance', method: 'GET', modId: 'PTSYS3', token: true, alsoAt: ['/wps/relay/MCSFE_getPointBalance'] },
  pointReward: { path: '/wps/relay/MCS2_getPointReward', method: 'GET', modId: 'PTSYS3', token: true, alsoAt: ['/wps/relay/MCSFE_getPointReward'] },
  pointConversionTypes: { path: '/wps/relay/MCSFE_getPointRewardConversionType', method: 'GET', modId: 'PTSYS3', token: true },
  redeemPointReward: { path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', modId: 'PTSYS3', token: true, encrypt: true, alsoAt: ['/wps/relay/passwordCheck/MCSFE_redeemPointReward'] },
  redeemPointList: { path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', modId: 'PTSYS3', token: true, alsoAt: ['/wps/relay/MCSFE_getRedeemPointList'] },
  pointConfig: { path: '/wps/relay/MCS2_getPointConfig', method: 'GET', modId: 'PTSYS3', token: true, alsoAt: ['/wps/relay/MCSFE_getPointConfig'] },
  memberTransactions: { path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', modId: 'MEMTRANS3', token: true },
  convertPoint: { path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', modId: 'PTSYS3', token: true, encrypt: true, alsoAt: ['/wps/relay/passwordCheck/MCSFE_convertPoint'] },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

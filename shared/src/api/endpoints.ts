/**
 * The WPS gateway's endpoint table: every call of spec §7, with the flags of the platform's own API
 * table (api-contract.md §1.2): `modId` goes out as the `ModuleId` header, `token` attaches
 * `Authorization`, `encrypt` sends the DES/RSA envelope of api-contract.md §2. `bare` marks the lottery
 * gateway, whose answers are not wrapped in `{ success, value }`. `form` sends form-url-encoded.
 *
 * Where the contract leaves a method unknown, the choice is noted beside the entry.
 */
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
}

export const endpoints = {
  // Session and member (§3, §4)
  rsaKey: { path: '/wps/session/key/rsa', method: 'GET' },
  login: { path: '/wps/session/login', method: 'POST', modId: 'COMM3', encrypt: true },
  loginVerification: { path: '/wps/session/login/verification', method: 'POST', modId: 'LOGINIPVERF3', encrypt: true },
  freePlay: { path: '/wps/session/login/freeplay', method: 'POST', modId: 'FREEPLAY3' },
  logout: { path: '/wps/session/logout', method: 'DELETE', modId: 'COMM3', token: true },
  smsNoLogin: { path: '/wps/verification/sms/noLogin', method: 'POST', modId: 'VERIFICATION3' },
  smsRegister: { path: '/wps/verification/sms/register', method: 'POST', modId: 'REGMOBVERF3' },
  whitelabel: { path: '/wps/system/whitelabel', method: 'GET', modId: 'COMM3' },
  avatar: { path: '/wps/relay/MCSFE_getPlayerAvatar', method: 'GET', token: true },
  memberInfo: { path: '/wps/member/info', method: 'GET', modId: 'COMM3', token: true },
  register: { path: '/wps/member/register', method: 'PUT', modId: 'REG3', encrypt: true },
  registerMobile: { path: '/wps/member/register/mobile', method: 'PUT', modId: 'MOBILENUMREG3', encrypt: true },
  changePassword: { path: '/wps/member/password', method: 'POST', modId: 'PASS3', token: true, encrypt: true },
  affiliate: { path: '/wps/agent/affiliate', method: 'GET', modId: 'AFFMAN3' },
  registerSettings: { path: '/wps/system/setting/register', method: 'GET', modId: 'REG3' },
  forgotByEmail: { path: '/wps/member/password/email', method: 'POST', modId: 'COMM3', form: true },
  captcha: { path: '/wps/captcha', method: 'GET', modId: 'CAPTCHA3' },
  memberIcon: { path: '/wps/member/info/icon', method: 'GET', modId: 'PROFPIC3', token: true },
  systemStatus: { path: '/wps/system/status', method: 'GET', modId: 'COMM3' },
  setPasswordByPhone: { path: '/wps/member/password/verification', method: 'POST', modId: 'CHNGPASSVERIF3', encrypt: true },
  // Update-language: path from the newer API table ([T2]); method not shown, PUT chosen.
  updateLanguage: { path: '/wps/member/language', method: 'PUT', modId: 'COMM3', token: true },
  playerRankProgress: { path: '/wps/relay/MCSFE_getPlayerRankProgress', method: 'GET', token: true },
  country: { path: '/wps/system/country', method: 'GET', modId: 'COMM3' },

  // Wallet (§5)
  balance: { path: '/wps/v2/wallets/balance', method: 'GET', modId: 'COMM3', token: true },
  walletTransfer: { path: '/wps/relay/GCS_walletTransfer', method: 'POST', modId: 'FUNDTRANS3', token: true },
  consolidatedFunds: { path: '/wps/member/info/funds/consolidated', method: 'GET', modId: 'COMM3', token: true },
  merchantWallet: { path: '/wps/relay/GCS_merchantWallet', method: 'GET', modId: 'COMM3', token: true },

  // Games (§6)
  lotteryGameMenus: { path: '/lgw/games/game_menus', method: 'GET', modId: 'COMM3', bare: true },
  gameLaunchFB: { path: '/wps/relay/GCS_gameLaunchFB', method: 'GET' },
  hotGames: { path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', modId: 'GAMELOHOT3' },
  // The platform's table marks the game list token:true, but visitors browse lobbies (spec §6), so the
  // token is sent when there is one and the list is asked for without one otherwise.
  gameList: { path: '/wps/relay/GCSGAME_gameList', method: 'GET', modId: 'GAMELO3', token: 'optional' },
  vassGameType: { path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', modId: 'COMM3', token: true },
  gameVendors: { path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET' },
  favoriteIds: { path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', modId: 'GAMELOFAV3', token: true },
  favoriteList: { path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', modId: 'GAMELOFAV3', token: true },
  addFavorite: { path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', modId: 'GAMELOFAV3', token: true },
  removeFavorite: { path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', modId: 'GAMELOFAV3', token: true },
  recentGames: { path: '/wps/relay/GCS_recentGame', method: 'GET', modId: 'GAMELOREC3', token: true },
  pvpRooms: { path: '/wps/relay/GLS2_roomList', method: 'GET', token: true },
  launchGame: { path: '/wps/game/launchGame', method: 'GET', modId: 'GAMELO3', token: true },

  // Lottery and missions (§7)
  vnGameMenu: { path: '/lgw/vn/games/game_menu', method: 'GET', modId: 'COMM3', bare: true },
  vnGameMenuRecent: { path: '/lgw/vn/games/game_menu/recent', method: 'GET', modId: 'COMM3', token: true, bare: true },
  lotteryPopular: { path: '/lgw/games/popular', method: 'GET', modId: 'COMM3', bare: true },
  vnOpenedNumeros: { path: '/lgw/vn/numeros/opened/game', method: 'GET', modId: 'AGEANNOUNCE3', bare: true },
  openedNumero: { path: '/lotto/lgw/games/opened/numero', method: 'GET', modId: 'COMM3', token: true, bare: true },
  missionSummary: { path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', token: true },
  missionLeaderboard: { path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', token: true },

  // Announcements, home and common (§8)
  announcements: { path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', modId: 'COMM3' },
  winnerBoard: { path: '/wps/relay/ODSFE2_getWinnerBoard', method: 'GET', modId: 'COMM3' },
  domainRoute: { path: '/wps/system/domainRoute', method: 'GET', modId: 'COMM3' },
  feedback: { path: '/wps/feedback', method: 'PUT', modId: 'FEEDBACK3' },
  claimRaffle: { path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', modId: 'REWCEN3', token: true },
  unreadCount: { path: '/wps/relay/CSP_unreadCount', method: 'GET', modId: 'INBOX3', token: true },
  helpCenter: { path: '/wps/system/helpCenter', method: 'GET', modId: 'COMM3' },
  availablePromotions: { path: '/wps/relay/MCSFE_getAvailablePromotions', method: 'GET', modId: 'REWCEN3', token: true },

  // Salary and dividends (§9)
  dividend: { path: '/wps/relay/MCS2_processDividendReq', method: 'GET', modId: 'SIGNCONDIV3', token: true },
  dailySalary: { path: '/wps/relay/MCS2_processDailySalContract', method: 'GET', modId: 'DAILYSALCONT3', token: true },
  hourSalary: { path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', modId: 'HOURSAL3', token: true },
  realTimeSalary: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', modId: 'RTSALARY3', token: true },

  // Points (§10)
  pointBalance: { path: '/wps/relay/MCS2_getPointBalance', method: 'GET', modId: 'PTSYS3', token: true },
  pointReward: { path: '/wps/relay/MCS2_getPointReward', method: 'GET', modId: 'PTSYS3', token: true },
  redeemPointReward: { path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', modId: 'PTSYS3', token: true, encrypt: true },
  redeemPointList: { path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', modId: 'PTSYS3', token: true },
  pointConfig: { path: '/wps/relay/MCS2_getPointConfig', method: 'GET', modId: 'PTSYS3', token: true },
  memberTransactions: { path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', modId: 'MEMTRANS3', token: true },
  convertPoint: { path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', modId: 'PTSYS3', token: true, encrypt: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

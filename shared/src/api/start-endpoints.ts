/**
 * The endpoints of the calls pages start with (home, the lobbies, the lottery pages, a member's session; measured with
 * the sandbox's own pages), out of the full table (endpoints.ts, which spreads them in). The client has these at once;
 * any other call waits for the full table, which comes in the chunk of the answer schemas (client.ts), also warmed at
 * the visitor's first touch. A name missing here costs its first call that wait, never a wrong call.
 */
import type { Endpoint } from './endpoints';

export const startEndpoints = {
  rsaKey: { path: '/wps/session/key/rsa', method: 'GET' },
  memberInfo: { path: '/wps/member/info', method: 'GET', modId: 'COMM3', token: true },
  systemStatus: { path: '/wps/system/status', method: 'GET', modId: 'COMM3' },
  country: { path: '/wps/system/country', method: 'GET', modId: 'COMM3' },
  balance: { path: '/wps/v2/wallets/balance', method: 'GET', modId: 'COMM3', token: true },
  // The platform's table marks the game list token:true, but visitors browse lobbies (docs/product.md#roles), so the
  // token is sent when there is one and the list is asked for without one otherwise.
  gameList: { path: '/wps/relay/GCSGAME_gameList', method: 'GET', modId: 'GAMELO3', token: 'optional' },
  gameVendors: { path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET' },
  favoriteIds: { path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', modId: 'GAMELOFAV3', token: true },
  vnGameMenu: { path: '/lgw/vn/games/game_menu', method: 'GET', modId: 'COMM3', bare: true },
  lotteryPopular: { path: '/lgw/games/popular', method: 'GET', modId: 'COMM3', bare: true },
  vnOpenedNumeros: { path: '/lgw/vn/numeros/opened/game', method: 'GET', modId: 'AGEANNOUNCE3', bare: true },
  announcements: { path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', modId: 'COMM3' },
  winnerBoard: { path: '/wps/relay/ODSFE2_getWinnerBoard', method: 'GET', modId: 'COMM3' },
  unreadCount: { path: '/wps/relay/CSP_unreadCount', method: 'GET', modId: 'INBOX3', token: true },
} as const satisfies Record<string, Endpoint>;

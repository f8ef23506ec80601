import { initialMenuState, lotteryOpened, menuFailed, menuLoaded, menuReducer, menuRetried } from './menu-slice';

const groups = [{ groupCode: 'VN', groupName: 'Vietnam', games: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] }];

describe('menu slice', () => {
  it('loads, fails and retries', () => {
    const loading = menuReducer(initialMenuState, lotteryOpened());
    expect(loading.status).toBe('loading');
    expect(menuReducer(loading, menuLoaded({ prizeMode: 'ELOTT', groups }))).toEqual({
      status: 'ready',
      prizeMode: 'ELOTT',
      groups,
      error: null,
    });
    const err = { i18nKey: 'errors.network', kind: 'network' as const };
    const failed = menuReducer(loading, menuFailed(err));
    expect(failed).toMatchObject({ status: 'failed', error: err });
    expect(menuReducer(failed, menuRetried())).toMatchObject({ status: 'loading', error: null });
  });
});

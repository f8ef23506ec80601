import type { ErrorInfo } from '@tessera/shared';
import { initialMenuState, lotteryOpened, menuBooted, menuFailed, menuLoaded, menuReducer, menuRetried } from './menu-slice';

const groups = [{ groupCode: 'VN', groupName: 'Vietnam', games: [{ gameId: 1, gameCode: 'HN', gameName: 'Ha Noi' }] }];

describe('menu slice', () => {
  it('loads, fails and retries', () => {
    const loading = menuReducer(initialMenuState, lotteryOpened('/lottery'));
    expect(loading.status).toBe('loading');
    expect(menuReducer(loading, menuLoaded({ groups, prizeMode: 'ELOTT' }))).toEqual({
      status: 'ready',
      groups,
      prizeMode: 'ELOTT',
      error: null,
      bootPath: null,
      path: '/lottery',
    });
    const err = { kind: 'network', i18nKey: 'errors.network' } satisfies ErrorInfo;
    const failed = menuReducer(loading, menuFailed(err));
    expect(failed).toMatchObject({ status: 'failed', error: err });
    expect(menuReducer(failed, menuRetried('/lottery'))).toMatchObject({ status: 'loading', error: null });
  });

  it("keeps the page's own menu on screen while its path's menu loads, not another path's", () => {
    const booted = menuReducer(initialMenuState, menuBooted({ path: '/lottery', groups, prizeMode: 'ELOTT' }));
    expect(booted).toMatchObject({ status: 'ready', groups, prizeMode: 'ELOTT', bootPath: '/lottery' });
    expect(menuReducer(booted, lotteryOpened('/lottery'))).toEqual({ ...booted, path: '/lottery' });
    expect(menuReducer(booted, lotteryOpened('/seaLottery'))).toMatchObject({ status: 'loading' });
    // Once the gateway has answered, opening the page loads again as it always did.
    const loaded = menuReducer(booted, menuLoaded({ groups, prizeMode: 'LOTT' }));
    expect(loaded).toMatchObject({ prizeMode: 'LOTT', bootPath: null });
    expect(menuReducer(loaded, lotteryOpened('/lottery')).status).toBe('loading');
  });
});

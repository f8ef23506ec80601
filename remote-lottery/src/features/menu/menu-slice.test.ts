import type { ErrorInfo } from '@tessera/shared';
import { initialMenuState, lotteryOpened, menuFailed, menuLoaded, menuReducer, menuRetried } from './menu-slice';

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
    });
    const err = { kind: 'network', i18nKey: 'errors.network' } satisfies ErrorInfo;
    const failed = menuReducer(loading, menuFailed(err));
    expect(failed).toMatchObject({ status: 'failed', error: err });
    expect(menuReducer(failed, menuRetried('/lottery'))).toMatchObject({ status: 'loading', error: null });
  });
});

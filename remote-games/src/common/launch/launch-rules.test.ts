import { planLaunch, vendorPagePath } from './launch-rules';

const member = { loggedIn: true, accountType: 0 };

describe('launch rules (docs/product.md#game-launch)', () => {
  it('checks login first, whatever the target', () => {
    expect(planLaunch({ vassalage: 'TCG_SEA', gameType: 'LOTT' }, { loggedIn: false })).toEqual({ kind: 'login' });
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG', nodeId: '1' }, { loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('sends lotteries to their pages with the game code', () => {
    expect(planLaunch({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'HANOI' }, member)).toEqual({ kind: 'route', to: '/vnLottery?gameCode=HANOI' });
    expect(planLaunch({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'LAO' }, member)).toEqual({ kind: 'route', to: '/seaLottery?gameCode=LAO' });
    expect(planLaunch({ vassalage: 'XY', gameType: 'lott', gameCode: 'K1' }, member)).toEqual({ kind: 'route', to: '/lottery?gameCode=K1' });
    expect(planLaunch({ vassalage: 'XY', gameType: 'ELOTT' }, member)).toEqual({ kind: 'route', to: '/lottery' });
  });

  it('opens the RNG lobby on a vendor (stored), FB sports on /fbsports, a VASSALAGE entry as a vendor list', () => {
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG' }, member)).toEqual({ kind: 'route', to: '/rng?page=PG', storeRngVendor: 'PG' });
    expect(planLaunch({ vassalage: 'FB', gameType: 'SPORTS' }, member)).toEqual({ kind: 'route', to: '/fbsports' });
    expect(planLaunch({ vassalage: 'JDB', gameType: 'FISH', isGame: 'VASSALAGE' }, member)).toEqual({ kind: 'vendor-list', vassalage: 'JDB', gameType: 'FISH' });
  });

  it('launches other games through the gateway, for a trial account too (it plays with its trial balance)', () => {
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG', nodeId: '12' }, member)).toEqual({ kind: 'third-party' });
    expect(planLaunch({ vassalage: 'SB', gameType: 'SPORTS' }, member)).toEqual({ kind: 'third-party' });
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG', nodeId: '12' }, { loggedIn: true, accountType: 4 })).toEqual({ kind: 'third-party' });
    expect(planLaunch({ vassalage: 'PG', gameType: 'RNG' }, { loggedIn: true, accountType: 4 })).toMatchObject({ kind: 'route' });
  });

  it('sends a VASSALAGE entry launched outside a lobby to the page listing that vendor, by game type', () => {
    expect(vendorPagePath('RNG', 'PG')).toBe('/rng?page=PG');
    expect(vendorPagePath('live', 'SA')).toBe('/live?type=vassalage&vassalage=SA');
    expect(vendorPagePath('FISH', 'JDB')).toBe('/fish?type=vassalage&vassalage=JDB');
    expect(vendorPagePath('PVP', 'KY')).toBe('/pvp?type=vassalage&vassalage=KY');
    expect(vendorPagePath('COCKFIGHT', 'SV3')).toBe('/cockfight?type=vassalage&vassalage=SV3');
    // Not lobbies: DS88 and the sportsbooks have game pages, lotteries their page.
    expect(vendorPagePath('COCKFIGHT', 'DS88')).toBe('/ds88?game=DS88');
    expect(vendorPagePath('SPORTS', 'SB')).toBe('/sports?game=SB');
    expect(vendorPagePath('SPORTS', 'IMES')).toBe('/esports?game=IMES');
    expect(vendorPagePath('ELOTT', 'GPI')).toBe('/lottery');
    // Any other type: the home route's lobby with lobbyType.
    expect(vendorPagePath('BINGO', 'X&Y')).toBe('/?lobbyType=bingo&type=vassalage&vassalage=X%26Y');
  });
});

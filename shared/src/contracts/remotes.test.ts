import { EXPOSED_MODULES, exposedModulePath, REQUIRED_EXPOSES } from './remotes';

describe('exposed modules', () => {
  it('splits a key into the remote and its expose path', () => {
    expect(exposedModulePath('member/MemberCentre')).toEqual({ remote: 'member', expose: './MemberCentre' });
  });

  it('derives what each remote build must expose from the one map', () => {
    expect(REQUIRED_EXPOSES).toEqual({
      games: ['./Lobby', './GamePage', './HotGames', './launch'],
      member: ['./MemberCentre', './PointsMall'],
      agent: ['./AgentCentre'],
      lottery: ['./LotteryPage', './PopularLottery'],
    });
    expect(EXPOSED_MODULES).toHaveLength(9);
  });
});

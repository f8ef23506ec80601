// The menu the server wrote into the page (exposed/lottery-page-boot.test.tsx renders the page from it): a page of
// another menu, language or a closed site has none.
import { initI18n, type LotteryMenu } from '@tessera/shared';
import { readBootMenu } from './boot-menu';

const BOOT_MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam lotto', gameMenus: [{ gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi <b>', drawInterval: 86400 }] },
  FAST: { gameGroupCode: 'FAST', groupName: 'Fast draws', gameMenus: [{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5' }, { gameCode: 'BAD' } as never] },
};
const open = { maintenance: false, regionRestriction: false };

/** A page as the server sends it, with its boot data (deploy/server/src/assets/boot-data.ts). */
function pageWith(boot: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'tessera-boot';
  script.textContent = JSON.stringify(boot);
  doc.head.append(script);
  return doc;
}
const boot = (over: Record<string, unknown> = {}) => ({ v: 1, lang: 'en', status: open, lottery: { menu: 'vn', prizeMode: 'ELOTT', groups: BOOT_MENU }, ...over });

beforeAll(async () => {
  await initI18n('en');
});

describe('readBootMenu', () => {
  it("gives the page's menu for a path of the same menu, games not shaped like one left out", () => {
    const menu = readBootMenu('/lottery', pageWith(boot()));
    expect(menu).toMatchObject({ path: '/lottery', prizeMode: 'ELOTT' });
    expect(menu?.groups.map((g) => [g.groupCode, g.games.map((x) => x.gameCode)])).toEqual([
      ['VN', ['HANOI']],
      ['FAST', ['F5']],
    ]);
    expect(readBootMenu('/seaLottery', pageWith(boot({ lottery: { menu: 'sea', prizeMode: 'SEA', groups: BOOT_MENU } })))?.prizeMode).toBe('SEA');
  });

  it('gives nothing for another menu, another language, a closed site, an unknown prize mode or a broken page', () => {
    expect(readBootMenu('/seaLottery', pageWith(boot()))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ lang: 'vi' })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ status: { ...open, maintenance: true } })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ status: { ...open, regionRestriction: true } })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ lottery: { menu: 'vn', prizeMode: 'X', groups: BOOT_MENU } })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ lottery: { menu: 'vn', prizeMode: 'ELOTT', groups: { VN: { gameMenus: [] } } } })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith(boot({ v: 2 })))).toBeUndefined();
    expect(readBootMenu('/lottery', pageWith('{'))).toBeUndefined();
    const broken = pageWith(null);
    broken.getElementById('tessera-boot')!.textContent = '{not json';
    expect(readBootMenu('/lottery', broken)).toBeUndefined();
    expect(readBootMenu('/lottery', document.implementation.createHTMLDocument())).toBeUndefined();
  });
});

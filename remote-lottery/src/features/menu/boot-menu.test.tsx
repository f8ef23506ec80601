// The menu the server wrote into the page: the lottery page renders its cards from it on its first render, before
// any gateway answer, then shows the gateway's own menu; a page of another menu, language or a closed site has none.
import { initI18n, type LotteryMenu } from '@tessera/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@tessera/shared/router';
import LotteryPage from '../../exposed/lottery-page';
import { fetchOpenedNumeros } from '../draws/draws-api';
import { fetchPopular } from '../popular/popular-api';
import { fetchRecent } from '../recent/recent-api';
import { readBootMenu } from './boot-menu';
import { fetchLotteryMenu, fetchVendorLanes } from './menu-api';

jest.mock('./menu-api');
jest.mock('../draws/draws-api');
jest.mock('../popular/popular-api');
jest.mock('../recent/recent-api');
jest.mock('../launch/launch-api');

const BOOT_MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam lotto', gameMenus: [{ gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi <b>', drawInterval: 86400 }] },
  FAST: { gameGroupCode: 'FAST', groupName: 'Fast draws', gameMenus: [{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5' }, { gameCode: 'BAD' } as never] },
};
const GATEWAY_MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam lotto', gameMenus: [{ gameId: 12, gameCode: 'SAIGON', gameName: 'Sai Gon' }] },
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
beforeEach(() => {
  jest.resetAllMocks();
  document.getElementById('tessera-boot')?.remove();
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

describe('<LotteryPage> opened with the menu in the page', () => {
  it('shows its cards on the first render, then the gateway menu; a later visit asks the gateway first', async () => {
    const script = pageWith(boot()).getElementById('tessera-boot')!;
    document.head.append(document.importNode(script, true));
    let answer: (menu: LotteryMenu) => void = () => undefined;
    jest.mocked(fetchVendorLanes).mockResolvedValue([]);
    jest.mocked(fetchLotteryMenu).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest.mocked(fetchOpenedNumeros).mockResolvedValue({});
    jest.mocked(fetchPopular).mockResolvedValue([]);
    jest.mocked(fetchRecent).mockResolvedValue([]);
    const first = render(
      <MemoryRouter initialEntries={['/lottery']}>
        <LotteryPage path="/lottery" />
      </MemoryRouter>,
    );
    // No spinner: the page's menu, its text as text.
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Ha Noi <b>/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Vietnam lotto', 'Fast draws']);
    // The gateway is still asked, with the prize mode the lanes give, and its answer replaces the page's menu.
    await waitFor(() => expect(fetchLotteryMenu).toHaveBeenCalledWith('LOTT'));
    answer(GATEWAY_MENU);
    expect(await screen.findByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ha Noi/ })).not.toBeInTheDocument();
    first.unmount();

    jest.mocked(fetchLotteryMenu).mockResolvedValue(GATEWAY_MENU);
    render(
      <MemoryRouter initialEntries={['/lottery']}>
        <LotteryPage path="/lottery" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
  });
});

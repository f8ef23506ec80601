// A lottery page opened with its menu in the page (deploy/server/src/assets/boot-data.ts writes it): the first
// render has its cards, the draws start on its prize mode at once, the gateway is still asked and its answer shown;
// a later visit to the page asks the gateway first, as without it.
import { initI18n, type LotteryMenu, type VendorLane } from '@tessera/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@tessera/shared/router';
import { fetchOpenedNumeros } from '../features/draws/draws-api';
import { fetchLotteryMenu, fetchVendorLanes } from '../features/menu/menu-api';
import { fetchPopular } from '../features/popular/popular-api';
import { fetchRecent } from '../features/recent/recent-api';
import LotteryPage from './lottery-page';

jest.mock('../features/menu/menu-api');
jest.mock('../features/draws/draws-api');
jest.mock('../features/popular/popular-api');
jest.mock('../features/recent/recent-api');
jest.mock('../features/launch/launch-api');

const BOOT_MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam lotto', gameMenus: [{ gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi <b>', drawInterval: 86400 }] },
  FAST: { gameGroupCode: 'FAST', groupName: 'Fast draws', gameMenus: [{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5' }] },
};
const GATEWAY_MENU: LotteryMenu = {
  VN: { gameGroupCode: 'VN', groupName: 'Vietnam lotto', gameMenus: [{ gameId: 12, gameCode: 'SAIGON', gameName: 'Sai Gon' }] },
};
const lanes = (vassalage: string): VendorLane[] => [{ title: 'ELOTT', cards: [{ vassalage, displayName: 'VN', gameType: 'ELOTT', isHot: 0 }], gameClassify: [] }];

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/lottery']}>
      <LotteryPage path="/lottery" />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'tessera-boot';
  script.textContent = JSON.stringify({ v: 1, lang: 'en', status: { maintenance: false, regionRestriction: false }, lottery: { menu: 'vn', prizeMode: 'ELOTT', groups: BOOT_MENU } });
  document.head.append(script);
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchOpenedNumeros).mockResolvedValue({});
  jest.mocked(fetchPopular).mockResolvedValue([]);
  jest.mocked(fetchRecent).mockResolvedValue([]);
});

// Runs first, and its menu never answers: the page's menu is spent only by the gateway's answer.
it('asks for the draws once when the lanes give the page’s prize mode', async () => {
  jest.mocked(fetchVendorLanes).mockResolvedValue(lanes('TCG_LOTTO_VN'));
  jest.mocked(fetchLotteryMenu).mockReturnValue(new Promise(() => undefined));
  const page = renderPage();
  expect(screen.getByRole('button', { name: /^Ha Noi/ })).toBeInTheDocument();
  await waitFor(() => expect(fetchLotteryMenu).toHaveBeenCalledWith('ELOTT'));
  expect(jest.mocked(fetchOpenedNumeros).mock.calls.map(([mode]) => mode)).toEqual(['ELOTT']);
  page.unmount();
});

it('renders the page’s menu first, follows its prize mode at once, then shows the gateway’s; a later visit asks first', async () => {
  let answerLanes: (l: VendorLane[]) => void = () => undefined;
  jest.mocked(fetchVendorLanes).mockReturnValue(new Promise((resolve) => (answerLanes = resolve)));
  jest.mocked(fetchLotteryMenu).mockResolvedValue(GATEWAY_MENU);
  const first = renderPage();
  // No spinner: the page's menu, its text as text.
  expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Ha Noi <b>/ })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Vietnam lotto', 'Fast draws']);
  // The draws follow the page's prize mode before the vendor lanes have answered.
  await waitFor(() => expect(fetchOpenedNumeros).toHaveBeenCalledWith('ELOTT'));
  expect(fetchLotteryMenu).not.toHaveBeenCalled();
  // The lanes give another prize mode: the menu and the draws follow it.
  answerLanes(lanes('OTHER'));
  expect(await screen.findByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Ha Noi/ })).not.toBeInTheDocument();
  expect(fetchLotteryMenu).toHaveBeenCalledWith('LOTT');
  await waitFor(() => expect(jest.mocked(fetchOpenedNumeros).mock.calls.map(([mode]) => mode)).toEqual(['ELOTT', 'LOTT']));
  first.unmount();

  jest.mocked(fetchVendorLanes).mockResolvedValue(lanes('TCG_LOTTO_VN'));
  renderPage();
  expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
});

import { ApiError, bus, initI18n, setLanguage, type AgentPage, type SessionChanged, type TeamSummary } from '@tessera/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchConsolidatedFunds } from '../centre/contract-flags/contract-flags-api';
import { fetchTeamSummary } from '../features/team-overview/team-overview-api';
import { fetchAnnouncements } from '../features/announcement/announcement-api';
import AgentCentre from './agent-centre';

jest.mock('../centre/contract-flags/contract-flags-api', () => ({ fetchConsolidatedFunds: jest.fn() }));
jest.mock('../features/team-overview/team-overview-api', () => ({ fetchTeamSummary: jest.fn() }));
jest.mock('../features/announcement/announcement-api', () => ({ fetchAnnouncements: jest.fn() }));
// jsdom has no canvas: the chart library (loaded by the shared chart) is a stand-in that remembers what it was given.
const mockChartConfigs: { data: { labels: string[] } }[] = [];
jest.mock('@tessera/shared/charts/setup', () => ({
  Chart: class {
    ctx = {};
    constructor(_canvas: unknown, config: { data: { labels: string[] } }) {
      mockChartConfigs.push(config);
    }
    update() {}
    destroy() {}
  },
}));
const fetchFunds = jest.mocked(fetchConsolidatedFunds);
const fetchSummary = jest.mocked(fetchTeamSummary);

const SUMMARY: TeamSummary = {
  members: 23,
  newMembers: 2,
  activeMembers: 17,
  deposits: 88_000,
  bets: 289_220,
  validBets: 279_250,
  profit: -1921.13,
  days: [{ day: '2026-11-23', deposits: 0, bets: 19_910, profit: -1921.13 }],
};

const BASE = [
  'Announcement',
  'Team Overview',
  'Register Account',
  'Team Management',
  'Team Betting',
  'User Loss',
  'My Income',
  'Account Details',
];

function signIn(extra: Partial<SessionChanged> = {}) {
  bus.emit('session:changed', { status: 'in', account: 'agent01', nickname: 'Boss', accountType: 1, ...extra });
}

function menuLabels() {
  const nav = within(screen.getByRole('navigation', { name: 'Agent centre pages' }));
  return within(nav.getByRole('list')).getAllByRole('button').map((b) => b.textContent);
}

/** A promise the test settles by hand, to look at the menu while the flags load. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchFunds.mockReset();
  fetchFunds.mockResolvedValue({});
  fetchSummary.mockReset();
  fetchSummary.mockResolvedValue(SUMMARY);
  signIn();
});

it('is a labelled modal with the version marker, the base menu and team overview by default', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Agent Centre' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByTestId('remote-version')).toHaveAttribute('data-version', 'agent v0.0.0-test');
  expect(menuLabels()).toEqual(BASE);
  expect(screen.getByRole('button', { name: 'Team Overview' })).toHaveAttribute('aria-current', 'page');

  // The page is a chunk of its own: it shows once loaded.
  const stats = await screen.findByTestId('team-stats');
  const rows = within(stats)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  // Amounts carry the merchant's currency symbol (the report kit's money cells; 'P' when the wallet has not said).
  expect(rows).toEqual([
    ['Team members', '23'],
    ['New members', '2'],
    ['Active members', '17'],
    ['Deposits', 'P 88,000.00'],
    ['Bets', 'P 289,220.00'],
    ['Valid bets', 'P 279,250.00'],
    ['Team profit and loss', '\u2212P 1,921.13'],
  ]);
  // This month by default, in calendar days.
  expect(fetchSummary).toHaveBeenCalledWith({ preset: 'thisMonth', from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.any(String) });
  expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await act(async () => undefined);
  expect(fetchFunds).toHaveBeenCalledTimes(1);
});

it('asks again for another preset, and offers a retry when the overview fails', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  await screen.findByTestId('team-stats');
  fetchSummary.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
  const [, yesterday] = fetchSummary.mock.calls.map((c) => c[0]);
  expect(yesterday).toMatchObject({ preset: 'yesterday' });
  expect(yesterday!.from).toBe(yesterday!.to);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('team-stats')).toBeInTheDocument();
  expect(fetchSummary).toHaveBeenCalledTimes(3);
});

it('charts the team by day, and keeps the chosen period when the language changes', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  await screen.findByTestId('team-stats');
  const chart = await screen.findByRole('img', { name: /^Team deposits, bets and profit by day, 2026-11-23 to 2026-11-23: Deposits 0\.00 in all; Bets 19,910\.00 in all/ });
  expect(chart.tagName).toBe('CANVAS');
  await act(async () => undefined);
  expect(mockChartConfigs.at(-1)?.data.labels).toEqual(['11-23']);
  // The table stays the data view, its days written as every other date of the centres (not the gateway's YYYY-MM-DD).
  const byDay = screen.getByRole('table', { name: 'By day' });
  expect(within(byDay).getByRole('rowheader', { name: 'Nov 23, 2026' })).toBeInTheDocument();
  expect(byDay).not.toHaveTextContent('2026-11-23');

  await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
  await act(async () => setLanguage('ty'));
  expect(screen.getByRole('button', { name: 'Nakaraang buwan' })).toHaveAttribute('aria-pressed', 'true');
  expect(fetchSummary.mock.calls.map((c) => (c[0] as { preset?: string }).preset)).toEqual(['thisMonth', 'lastMonth']);
  await act(async () => setLanguage('en'));
});

it('has every listed page built: no entry is disabled', async () => {
  render(<AgentCentre onClose={() => undefined} />);
  for (const label of BASE) expect(screen.getByRole('button', { name: label })).toBeEnabled();
  await act(async () => undefined);
});

it('shows the base items while loading, then only the flag-dependent items the flags switch on', async () => {
  const funds = deferred<Record<string, unknown>>();
  fetchFunds.mockReturnValue(funds.promise);
  render(<AgentCentre onClose={() => undefined} />);
  expect(menuLabels()).toEqual(BASE);

  await act(async () => funds.resolve({ divtypereq: '1', dailysalinfotype: 0, contracthoursalreq: '', realtimesalreqtype: true }));
  expect(menuLabels()).toEqual([...BASE, 'Bonus / Dividend', 'Real-time Salary']);
  expect(screen.getByRole('button', { name: 'Real-time Salary' })).toBeEnabled();
});

it('shows every flag-dependent item when all flags are on', async () => {
  fetchFunds.mockResolvedValue({ divtypeinfo: ['A'], contractmrdailysalinfotype: 'D', contracthoursalinfo: 1, realtimesalreqtype: '1' });
  render(<AgentCentre onClose={() => undefined} />);
  expect(await screen.findByRole('button', { name: 'Hourly Salary' })).toBeInTheDocument();
  expect(menuLabels()).toEqual([...BASE, 'Bonus / Dividend', 'Daily Wages', 'Hourly Salary', 'Real-time Salary']);
});

it('keeps the base items and shows a small notice with a retry when the flags fail', async () => {
  fetchFunds.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  render(<AgentCentre onClose={() => undefined} />);
  const notice = await screen.findByText(/Contract and salary pages could not be checked/);
  expect(menuLabels()).toEqual(BASE);
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  fetchFunds.mockResolvedValueOnce({ dailysalreqtype: '2' });
  await userEvent.click(within(notice).getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('button', { name: 'Daily Wages' })).toBeInTheDocument();
  expect(screen.queryByText(/could not be checked/)).not.toBeInTheDocument();
});

it('tells a non-agent account that it cannot use the agent centre, without a menu or api call', () => {
  signIn({ accountType: 0 });
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.getByText(/Non-agents cannot use the agent centre/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(fetchFunds).not.toHaveBeenCalled();
});

it('treats a trial account as a non-agent', () => {
  signIn({ accountType: 4 });
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.getByText(/Non-agents cannot use the agent centre/)).toBeInTheDocument();
});

it('asks a signed-out visitor to log in, and opens once an agent logs in', async () => {
  bus.emit('session:changed', { status: 'out' });
  const logins = jest.fn();
  const off = bus.on('ui:open-login', logins);
  render(<AgentCentre onClose={() => undefined} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(logins).toHaveBeenCalledWith({ reason: 'agent-centre' });

  await act(async () => signIn({ accountType: 42 }));
  expect(menuLabels()).toEqual(BASE);
  expect(fetchFunds).toHaveBeenCalledTimes(1);
  off();
});

it('shows team overview for a page this build does not have', async () => {
  render(<AgentCentre page={'agentNoSuchPage' as AgentPage} onClose={() => undefined} />);
  expect(await screen.findByRole('heading', { name: 'Team Overview' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Team Overview' })).toHaveAttribute('aria-current', 'page');
  await act(async () => undefined);
});

it('calls onClose from the close button and from Escape', async () => {
  const onClose = jest.fn();
  render(<AgentCentre onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close agent centre' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('lists announcements and opens one, its HTML sanitised', async () => {
  jest.mocked(fetchAnnouncements).mockResolvedValue([
    { id: 1, title: 'Salary news', content: '<p>Paid <strong>every 5 minutes</strong></p><img src=x onerror="window.__hacked = 1"><script>window.__hacked = 2</script>', at: Date.UTC(2026, 10, 1) },
    { id: 2, title: 'Dividends', content: '<p>Monthly</p>', at: Date.UTC(2026, 9, 25) },
  ]);
  render(<AgentCentre page="agentAnnouncement" onClose={() => undefined} />);
  const first = await screen.findByRole('button', { name: /Salary news/ }, { timeout: 5000 });
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  const body = document.getElementById('ac-notice-1')!;
  expect(body).toHaveTextContent('Paid every 5 minutes');
  expect(body.innerHTML).not.toContain('onerror');
  expect(body.innerHTML).not.toContain('script');
  expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
  await userEvent.click(first);
  expect(document.getElementById('ac-notice-1')).toBeNull();
});

it('moves from page to page: leaving a report page (its once-per-mount query) keeps the centre up', async () => {
  jest.mocked(fetchAnnouncements).mockResolvedValue([{ id: 1, title: 'Salary news', content: '<p>Paid</p>', at: Date.UTC(2026, 10, 1) }]);
  render(<AgentCentre onClose={() => undefined} />);
  await screen.findByRole('heading', { name: 'Team Overview' }, { timeout: 5000 });
  const nav = within(screen.getByRole('navigation', { name: 'Agent centre pages' }));
  await userEvent.click(nav.getByRole('button', { name: 'My Income' }));
  await screen.findByRole('heading', { name: 'My Income' });
  await userEvent.click(nav.getByRole('button', { name: 'Announcement' }));
  expect(await screen.findByRole('button', { name: /Salary news/ }, { timeout: 5000 })).toBeInTheDocument();
});

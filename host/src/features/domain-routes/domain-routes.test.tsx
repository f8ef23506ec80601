import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, initI18n } from '@tessera/shared';
import { renderInHostStore as render } from '../../app/testing/render-in-host-store';
import { registerHostTranslations } from '../../i18n';
import DomainRoutesDialog from './domain-routes';
import { domainRoutesApi, PING_TRIES } from './domain-routes-api';
import { sortRoutes } from './domain-routes-slice';

jest.mock('./domain-routes-api', () => {
  const actual = jest.requireActual('./domain-routes-api');
  return { ...actual, domainRoutesApi: { ...actual.domainRoutesApi, list: jest.fn(), measure: jest.fn(), chosen: jest.fn(), choose: jest.fn() } };
});
const mocked = jest.mocked(domainRoutesApi);
const actualApi = jest.requireActual('./domain-routes-api').domainRoutesApi as typeof domainRoutesApi;

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
beforeEach(() => jest.resetAllMocks());

const ROUTES = [
  { domain: 'www1.example', url: 'http://localhost/', pingUrl: '/ping?line=1' },
  { domain: 'www2.example', url: 'http://localhost/', pingUrl: '/ping?line=2' },
  { domain: 'www3.example', url: 'http://localhost/', pingUrl: '/ping?line=3' },
];

describe('domain routes', () => {
  it('lists the routes fastest first as they are measured, unreachable last, and switches to the chosen one', async () => {
    mocked.list.mockResolvedValue(ROUTES);
    mocked.chosen.mockReturnValue(null);
    const latencies: Record<string, number | null> = { 'www1.example': 120, 'www2.example': null, 'www3.example': 35 };
    const pending: (() => void)[] = [];
    mocked.measure.mockImplementation((r) => new Promise((done) => pending.push(() => done(latencies[r.domain] ?? null))));
    render(<DomainRoutesDialog onClose={jest.fn()} />);
    const rows = async () => (await screen.findAllByTestId('domain-route')).map((row) => row.getAttribute('data-domain'));
    expect(await rows()).toEqual(['www1.example', 'www2.example', 'www3.example']);
    expect(screen.getAllByText('Measuring…')).toHaveLength(3);
    expect(screen.getByTestId('domain-routes-retest')).toBeDisabled();
    // One route after the other.
    for (let i = 0; i < 3; i += 1) {
      expect(pending).toHaveLength(i + 1);
      await act(async () => pending[i]!());
    }
    expect(await rows()).toEqual(['www3.example', 'www1.example', 'www2.example']);
    const [fastest, , down] = screen.getAllByTestId('domain-route');
    expect(within(fastest!).getByText('35 ms')).toBeInTheDocument();
    expect(within(down!).getByText('Unreachable')).toBeInTheDocument();
    expect(within(down!).getByRole('button', { name: 'Use www2.example' })).toBeDisabled();

    await userEvent.click(within(fastest!).getByRole('button', { name: 'Use www3.example' }));
    expect(mocked.choose).toHaveBeenCalledWith(expect.objectContaining({ domain: 'www3.example' }));
    expect(within(fastest!).getByText('In use')).toBeInTheDocument();

    mocked.measure.mockResolvedValue(50);
    await userEvent.click(screen.getByTestId('domain-routes-retest'));
    expect(await screen.findAllByText('50 ms')).toHaveLength(3);
  });

  it('shows an error with a retry, and an empty state', async () => {
    mocked.list.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce([]);
    render(<DomainRoutesDialog onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('No lines are available right now.')).toBeInTheDocument();
  });

  it('sorts measured, then pending, then unreachable, keeping the gateway order within each', () => {
    const r = (domain: string, latency?: number | null) => ({ domain, latency });
    expect(sortRoutes([r('a', null), r('b'), r('c', 80), r('d', 20), r('e')]).map((x) => x.domain)).toEqual(['d', 'c', 'b', 'e', 'a']);
  });

  it('measures a route by its best round trip, and gives up on one that fails', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    Object.assign(globalThis, { fetch: fetchMock });
    expect(await actualApi.measure(ROUTES[0]!)).toEqual(expect.any(Number));
    expect(fetchMock).toHaveBeenCalledTimes(PING_TRIES);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store', headers: { Merchant: expect.any(String) } });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await actualApi.measure(ROUTES[0]!)).toBeNull();
  });
});

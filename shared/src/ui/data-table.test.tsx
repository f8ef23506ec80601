import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { DataTable, type Column } from './data-table';
import { registerCentreTranslations } from '../i18n/centre-texts';

// The centres' strings, which a centre registers as it loads.
registerCentreTranslations();

beforeAll(() => initI18n('en'));
afterEach(() => setLanguage('en'));

interface Row {
  id: number;
  name: string;
  at: number;
  amount: number;
}
const ROWS: Row[] = [
  { id: 1, name: 'bob', at: new Date(2026, 10, 24, 15, 30).getTime(), amount: 1234.5 },
  { id: 2, name: 'amy', at: new Date(2026, 10, 23, 9, 0).getTime(), amount: -20 },
];
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Player', value: (r) => r.name, rowHeader: true, sortable: true },
  { key: 'at', header: 'Time', kind: 'datetime', value: (r) => r.at },
  { key: 'amount', header: 'Amount', kind: 'money', value: (r) => r.amount, signed: true, sortable: true },
];

const names = () => screen.getAllByRole('rowheader').map((c) => c.textContent);

it('writes a captioned table from the columns, money with the currency and dates in the language, and the totals', () => {
  render(<DataTable caption="Bets" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} currency="₱" totals={{ label: 'Totals', values: { amount: 1214.5 } }} testId="t" rowProps={(r) => ({ 'data-username': r.name })} />);
  const table = screen.getByRole('table', { name: 'Bets' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual(['Player', 'Time', 'Amount']);
  const bob = table.querySelector('tr[data-username="bob"]')!;
  expect(bob.textContent).toContain('₱ 1,234.50');
  expect(bob.textContent).toContain('Nov 24, 2026');
  // A date keeps to one line (t-when): a narrow table scrolls sideways instead of stacking it.
  expect(bob.querySelector('td.t-when')!.textContent).toContain('Nov 24, 2026');
  expect(bob.querySelector('.t-up')).not.toBeNull();
  expect(table.querySelector('tr[data-username="amy"] .t-down')!.textContent).toBe('\u2212₱ 20.00');
  const foot = table.querySelector('tfoot tr')!;
  expect(foot.querySelector('th')!.getAttribute('colspan')).toBe('2');
  expect(foot.querySelector('td')!.textContent).toBe('₱ 1,214.50');
  // On a phone each row is a card whose lines say their column (theme.css, .t-cards).
  expect(table).toHaveClass('t-cards');
  expect([...bob.querySelectorAll('th, td')].map((c) => c.getAttribute('data-label'))).toEqual(['Player', 'Time', 'Amount']);
  expect(foot.querySelector('td')!.getAttribute('data-label')).toBe('Amount');
});

it('formats by the reader’s language', async () => {
  await act(() => setLanguage('vi'));
  render(<DataTable caption="Bets" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} currency="₫" />);
  expect(screen.getByRole('table').textContent).toContain('1.234,50 ₫');
});

it('sorts by a sortable column, both ways, and says so to assistive technology', async () => {
  render(<DataTable caption="Bets" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
  expect(names()).toEqual(['bob', 'amy']);
  const header = screen.getByRole('columnheader', { name: /Amount/ });
  expect(header).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(header).getByRole('button'));
  expect(names()).toEqual(['amy', 'bob']);
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(header).getByRole('button'));
  expect(names()).toEqual(['bob', 'amy']);
  expect(header).toHaveAttribute('aria-sort', 'descending');
  // Not sortable: a plain header.
  expect(within(screen.getByRole('columnheader', { name: 'Time' })).queryByRole('button')).toBeNull();
});

it('shows the shared loading, empty and error states in place of the rows', async () => {
  const retry = jest.fn();
  const { rerender } = render(<DataTable caption="Bets" columns={COLUMNS} rows={null} rowKey={(r) => r.id} status="loading" loadingLabel="Loading bets" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading bets');
  rerender(<DataTable caption="Bets" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyMessage="No bets." />);
  expect(screen.getByText('No bets.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  rerender(<DataTable caption="Bets" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} status="failed" error={{ kind: 'network', i18nKey: 'errors.network' }} onRetry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalled();
});

it('says plainly that the site does not offer a report the gateway does not have: no error, no retry, no gateway words', async () => {
  const notOffered = { kind: 'business', i18nKey: 'errors.notAvailable', code: 'function.not.available', status: 404, message: 'not available in the sandbox' } as const;
  render(<DataTable caption="Bets" columns={COLUMNS} rows={null} rowKey={(r) => r.id} status="failed" error={notOffered} onRetry={jest.fn()} />);
  expect(screen.getByTestId('not-offered')).toHaveTextContent('Not available on this site');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.queryByText(/sandbox/)).toBeNull();
  await act(() => setLanguage('th'));
  expect(screen.getByTestId('not-offered')).toHaveTextContent('ไม่มีให้บริการบนเว็บไซต์นี้');
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '../format/dates';
import { initI18n } from '../i18n/i18n';
import { DataTable } from './data-table';
import { DateRangeFilter, PeriodPresets } from './range-filter';
import { ReportPage } from './report-page';
import { registerCentreTranslations } from '../i18n/centre-texts';

// The centres' strings, which a centre registers as it loads.
registerCentreTranslations();

beforeAll(() => initI18n('en'));

it('composes heading, filters, period, totals, table and pager; the pager moves and stops at the ends', async () => {
  const onPage = jest.fn();
  const { rerender } = render(
    <ReportPage
      title="Bonus details"
      filters={<p>filters here</p>}
      period={{ from: '2026-11-01', to: '2026-11-07' }}
      totals={[{ label: 'Paid', value: 'P 12.34' }, { label: '3 records' }]}
      totalsTestId="sum"
      pager={{ page: 1, pages: 2, onPage, testId: 'bd' }}
    >
      <DataTable caption="Bonuses" columns={[{ key: 'a', header: 'A', value: (r: { a: string }) => r.a }]} rows={[{ a: 'x' }]} rowKey={(r) => r.a} />
    </ReportPage>,
  );
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Bonus details');
  expect(screen.getByRole('region', { name: 'Filters' })).toHaveTextContent('filters here');
  // The period in the reader's way of writing dates, and the same words on the phone's folded "Filters" button.
  const range = `${formatDate(new Date(2026, 10, 1))} to ${formatDate(new Date(2026, 10, 7))}`;
  const results = screen.getByRole('region', { name: range });
  expect(screen.getByTestId('report-filter-toggle')).toHaveTextContent(`Filters${range}`);
  expect(screen.getByTestId('report-filter-toggle')).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(screen.getByTestId('report-filter-toggle'));
  expect(screen.getByTestId('report-filter-toggle')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('filters here').parentElement).not.toHaveClass('t-filters__body--folded');
  expect(within(results).getByTestId('sum')).toHaveTextContent(/^Paid P 12\.34\s*3 records$/);
  expect(within(results).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByTestId('bd-prev')).toBeDisabled();
  await userEvent.click(screen.getByTestId('bd-next'));
  expect(onPage).toHaveBeenCalledWith(2);
  rerender(
    <ReportPage title="T" pager={{ page: 1, pages: 1, onPage }}>
      <p>one page</p>
    </ReportPage>,
  );
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('presses the chosen period preset and hands over its days', async () => {
  const onChange = jest.fn();
  const { rerender } = render(<PeriodPresets active="thisWeek" onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Today' }));
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect(onChange).toHaveBeenCalledWith('today', { from: day, to: day });
  rerender(<PeriodPresets active={null} onChange={onChange} />);
  expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
});

it('sends a typed range on Search only when it is valid, with a localised message when it is not; steps at once', async () => {
  const onRange = jest.fn();
  render(<DateRangeFilter range={{ from: '2026-03-09', to: '2026-03-15' }} onRange={onRange} testId="th" />);
  await userEvent.click(screen.getByTestId('th-prev7'));
  expect(onRange).toHaveBeenLastCalledWith({ from: '2026-03-02', to: '2026-03-08' });
  const from = screen.getByTestId('th-from');
  await userEvent.clear(from);
  await userEvent.type(from, '2026-03-20');
  expect(screen.getByRole('alert')).toHaveTextContent('Pick a start before the end');
  expect(screen.getByTestId('th-search')).toBeDisabled();
  await userEvent.clear(from);
  await userEvent.type(from, '2026-03-10');
  await userEvent.click(screen.getByTestId('th-search'));
  expect(onRange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-03-15' });
});

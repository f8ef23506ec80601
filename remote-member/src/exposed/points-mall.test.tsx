import { ApiError, bus, initI18n, setLanguage, type PointBalance } from '@tessera/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { convertPoints, fetchPointBalance, fetchPointConfig, fetchPointDetails, fetchRedeems, fetchRewards, redeemReward } from '../features/points-mall/points-mall-api';
import PointsMall from './points-mall';

jest.setTimeout(20_000);

jest.mock('../features/points-mall/points-mall-api', () => jest.requireActual('../features/points-mall/points-mall-api-mock').mockedApi());

const bal = (points: number): PointBalance => ({ points, ratio: 10, earnedTotal: 3000, spentTotal: 3000 - points, earnedByDay: [] });
const signIn = (accountType = 0) => bus.emit('session:changed', { status: 'in', account: 'mall01', accountType, rankLevel: 3 });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchPointBalance).mockResolvedValue(bal(2000));
  jest.mocked(fetchRewards).mockResolvedValue([
    { id: 1, name: 'Free Bet Voucher', description: 'A free bet.', imageUrl: '/cdn/a.png', points: 600, stock: null },
    { id: 7, name: 'Gift Box', description: 'A box.', imageUrl: '/cdn/b.png', points: 300, stock: 0 },
    { id: 8, name: 'Laptop', description: 'A laptop.', imageUrl: '/cdn/c.png', points: 150000, stock: 2 },
  ]);
  jest.mocked(fetchPointConfig).mockResolvedValue({ ratio: 10, minConvert: 100, betPerPoint: 10, exchangeRates: [{ fromLevel: 1, labelName: 'VIP1', ratio: 20 }, { fromLevel: 3, labelName: 'VIP3', ratio: 10 }] });
  jest.mocked(fetchRedeems).mockResolvedValue({ list: [], pageNo: 1, totalCount: 0, totalPages: 1 });
  jest.mocked(fetchPointDetails).mockResolvedValue({ list: [{ id: 1, time: Date.UTC(2026, 10, 1), kind: 'earn-bet', accountTypeId: 0, amount: 120, ref: '' }, { id: 2, time: Date.UTC(2026, 10, 1), kind: 'earn-newkind', accountTypeId: 0, amount: 1, ref: '' }], pageNo: 1, totalCount: 2, totalPages: 1, totals: { credit: 120, debit: 0 } });
});

it('asks a visitor to log in, over the bus', async () => {
  bus.emit('session:changed', { status: 'out' });
  const logins = jest.fn();
  const off = bus.on('ui:open-login', logins);
  render(<PointsMall />);
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(logins).toHaveBeenCalledWith({ reason: 'points-mall' });
  expect(fetchPointBalance).not.toHaveBeenCalled();
  off();
});

it('shows the balance, ratio, rewards and the exchange-rate table, and redeems with the password', async () => {
  signIn();
  jest.mocked(redeemReward).mockResolvedValue({
    record: { id: 9, rewardId: 1, rewardName: 'Free Bet Voucher', points: 600, status: 'process', createdAt: 1, updatedAt: 1, remark: '' },
    balance: bal(1400),
  });
  render(<PointsMall />);
  expect(await screen.findByTestId('pm-points')).toHaveTextContent('2,000');
  expect(screen.getByTestId('pm-ratio')).toHaveTextContent('10 points = P 1.00');
  expect(screen.getByText('Your points never expire.')).toBeInTheDocument();
  expect(within(screen.getByTestId('pm-reward-7')).getByRole('button')).toHaveTextContent('Out of stock');
  expect(within(screen.getByTestId('pm-reward-8')).getByRole('button')).toHaveTextContent('Not enough points');

  await userEvent.click(screen.getByRole('button', { name: 'Redeem Free Bet Voucher' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redeem Free Bet Voucher' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/required/i);
  expect(redeemReward).not.toHaveBeenCalled();
  jest.mocked(fetchRedeems).mockResolvedValue({ list: [{ id: 9, rewardId: 1, rewardName: 'Free Bet Voucher', points: 600, status: 'process', createdAt: 1, updatedAt: 1, remark: '' }], pageNo: 1, totalCount: 1, totalPages: 1 });
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Tessera2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
  expect(await screen.findByTestId('pm-redeemed')).toHaveTextContent('Free Bet Voucher redeemed for 600 points. It is now in process.');
  expect(screen.getByTestId('pm-points')).toHaveTextContent('1,400');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
  expect(within(await screen.findByTestId('pm-history')).getByText('In process')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
  expect(within(screen.getByTestId('pm-details')).getByText('Earned from bets')).toBeInTheDocument();
  // A kind this build has no words for reads "Other", never its raw key.
  expect(within(screen.getByTestId('pm-details')).getByText('Other')).toBeInTheDocument();
  expect(screen.getByTestId('pm-details')).not.toHaveTextContent('earn-newkind');
  await userEvent.click(screen.getByRole('tab', { name: 'Exchange rates' }));
  expect(within(screen.getByTestId('pm-rates')).getByText(/VIP3 and up/)).toHaveTextContent('your rate');
});

it('checks the conversion, shows the wallet amount and tells of a refusal', async () => {
  signIn();
  jest.mocked(convertPoints).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'points.insufficient', message: 'no' }));
  jest.mocked(convertPoints).mockResolvedValueOnce({ points: 500, amount: 50, balance: bal(1500) });
  render(<PointsMall />);
  const input = await screen.findByLabelText('Points to convert');
  await userEvent.type(input, '50');
  await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
  expect(await screen.findByText('Convert at least 100 points.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '5000');
  expect(screen.getByText('You have 2,000 points.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '500');
  expect(screen.getByText('You get P 50.00 in your main wallet.')).toBeInTheDocument();
  await userEvent.type(screen.getAllByLabelText('Password')[0]!, 'Tessera2026');
  await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
  expect(await screen.findByText('You do not have enough points for this.')).toBeInTheDocument();

  await userEvent.type(input, '500');
  await userEvent.type(screen.getAllByLabelText('Password')[0]!, 'Tessera2026');
  await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
  expect(await screen.findByTestId('pm-convert-result')).toHaveTextContent('500 points converted: P 50.00 added to your main wallet.');
  expect(screen.getByTestId('pm-points')).toHaveTextContent('1,500');
});

it('warns a trial account instead of redeeming, in Tagalog too', async () => {
  signIn(4);
  render(<PointsMall />);
  await userEvent.click(await screen.findByRole('button', { name: 'Redeem Free Bet Voucher' }));
  const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
  expect(warning).toHaveTextContent('Please register an account first.');
  await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(redeemReward).not.toHaveBeenCalled();

  await act(() => setLanguage('ty'));
  expect(await screen.findByRole('heading', { name: 'Tindahan ng puntos' })).toBeInTheDocument();
  expect(screen.getByText('Hindi kailanman mag-e-expire ang iyong points.')).toBeInTheDocument();
  await act(() => setLanguage('en'));
});

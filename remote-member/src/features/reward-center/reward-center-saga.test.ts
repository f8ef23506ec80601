import { bus, type RewardPromotion, type RewardPromotionsValue, type RewardStatusLabel } from '@tessera/shared';
import { createAppStore } from '../../common/store';
import { applyForActivity, fetchPromotions } from './reward-center-api';
import { bonusIssued, REVIEW_POLL_MS, rewardCenterSaga } from './reward-center-saga';
import { applicationSubmitted, rewardCenterOpened, selectPromotions } from './reward-center-slice';

jest.mock('./reward-center-api', () => ({
  ...jest.requireActual('./reward-center-api'),
  fetchPromotions: jest.fn(),
  applyForActivity: jest.fn(),
  takePart: jest.fn(),
}));

const promo = (id: number, status: RewardStatusLabel, bonus = 100): RewardPromotion => ({
  id,
  title: `Promo ${id}`,
  content: '',
  promotionType: 'deposit',
  badge: null,
  imageUrl: '',
  action: 'apply',
  bonus,
  status,
  remark: '',
  imageCount: 0,
  updatedAt: null,
});
const value = (...list: RewardPromotion[]): RewardPromotionsValue => ({ list, available: list.filter((p) => p.status === 'join').length });

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('rewardCenter', rewardCenterSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(fetchPromotions).mockReset();
});
afterEach(() => jest.useRealTimers());

it('after an application, asks again until it is reviewed; an issued bonus refreshes the header balance', async () => {
  jest.mocked(fetchPromotions).mockResolvedValueOnce(value(promo(900, 'join')));
  jest.mocked(applyForActivity).mockResolvedValue(value(promo(900, 'applying')));
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  const { store, stop } = start();
  store.dispatch(rewardCenterOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(applicationSubmitted({ promotionId: 900, remark: 'slip', images: [] }));
  await jest.advanceTimersByTimeAsync(0);
  expect(selectPromotions(store.getState())?.list[0]?.status).toBe('applying');

  jest.mocked(fetchPromotions).mockResolvedValueOnce(value(promo(900, 'applying'))).mockResolvedValueOnce(value(promo(900, 'issued')));
  await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  expect(refreshes).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  expect(selectPromotions(store.getState())?.list[0]?.status).toBe('issued');
  expect(refreshes).toHaveBeenCalledTimes(1);
  // reviewed: no more reads
  await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 3);
  expect(fetchPromotions).toHaveBeenCalledTimes(3);
  off();
  stop();
});

it('tells a paid bonus from one already seen', () => {
  expect(bonusIssued(value(promo(900, 'applying')), value(promo(900, 'issued')))).toBe(true);
  expect(bonusIssued(value(promo(900, 'issued')), value(promo(900, 'issued')))).toBe(false);
  expect(bonusIssued(value(promo(900, 'applying')), value(promo(900, 'rejected')))).toBe(false);
  expect(bonusIssued(value(promo(906, 'applying', 0)), value(promo(906, 'issued', 0)))).toBe(false);
  // a first read (the centre was closed meanwhile): any issued bonus is worth one balance read
  expect(bonusIssued(null, value(promo(900, 'issued')))).toBe(true);
  expect(bonusIssued(null, value(promo(900, 'join')))).toBe(false);
});

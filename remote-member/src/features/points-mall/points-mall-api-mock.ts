/**
 * The points-mall api module for tests, `jest.mock('./points-mall-api', () => jest.requireActual('./points-mall-api-mock').mockedApi())`:
 * each gateway call a `jest.fn()`, the rest (page sizes, request ids, the balance event) the real module's.
 */
export function mockedApi() {
  return {
    ...jest.requireActual<object>('./points-mall-api'),
    fetchPointBalance: jest.fn(),
    fetchRewards: jest.fn(),
    fetchPointConfig: jest.fn(),
    fetchRedeems: jest.fn(),
    fetchPointDetails: jest.fn(),
    redeemReward: jest.fn(),
    convertPoints: jest.fn(),
  };
}

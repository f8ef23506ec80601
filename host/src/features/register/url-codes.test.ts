import { siteStatusKnown } from '../../app/app-actions';
import { createHostStore } from '../../app/store';
import { registerApi } from './register-api';
import { registerSaga } from './register-saga';

jest.mock('./register-api');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('register link codes', () => {
  it('keeps the landing URL\'s referral code as the site opens, before any register form', async () => {
    window.history.replaceState(null, '', '/?referralCode=R-77');
    const { store, task } = createHostStore({ navigate: jest.fn() });
    store.dispatch(siteStatusKnown({ open: true }));
    await settle();
    expect(sessionStorage.getItem('referralCode')).toBe('R-77');
    expect(registerApi.affiliate).not.toHaveBeenCalled();
    task.cancel();
  });

  it('reads the codes as the register saga starts with the form, the stored referral included', async () => {
    sessionStorage.setItem('referralCode', 'R-77');
    window.history.replaceState(null, '', '/register?code=AFF1');
    jest.mocked(registerApi.affiliate).mockResolvedValue(true);
    const { store, task, injectSaga } = createHostStore({ navigate: jest.fn() });
    injectSaga('register', registerSaga);
    await settle();
    expect(registerApi.affiliate).toHaveBeenCalledWith('AFF1', 'localhost');
    expect(store.getState().register).toMatchObject({ referralCode: 'R-77', urlAffiliate: 'AFF1' });
    task.cancel();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@tessera/shared/router';
import { ApiError, initI18n, type FieldRule, type RegisterRules } from '@tessera/shared';
import { createHostStore } from '../../app/store';
import { registerHostTranslations } from '../../i18n';
import { registerApi } from './register-api';
import { RegisterForm } from './register-form';

jest.mock('./register-api');
jest.setTimeout(20_000);

const rule = (o: Partial<FieldRule>): FieldRule => ({ enabled: true, required: false, minLength: 1, maxLength: 50, patternId: 'any', acceptedPattern: '*', ...o });
const BASE: RegisterRules = {
  username: rule({ required: true, minLength: 6, maxLength: 16, patternId: 'letterFirstAlnum', acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$' }),
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 'alnum', acceptedPattern: '^[a-zA-Z0-9]{6,20}$' }),
};
const CAPTCHA = rule({ required: true, minLength: 4, maxLength: 4, patternId: 'alnum', acceptedPattern: '^[a-zA-Z0-9]{4}$' });

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
beforeEach(() => {
  jest.mocked(registerApi.captcha).mockReset().mockResolvedValue('iVBORw0KGgo=');
  jest.mocked(registerApi.byUsername).mockReset();
});

function setup(rules: RegisterRules) {
  const { store, task } = createHostStore({ navigate: jest.fn() });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RegisterForm rules={rules} modules={{}} dialCodes={['63']} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, task };
}

async function fillIn() {
  await userEvent.type(screen.getByTestId('register-username'), 'newplayer7');
  await userEvent.type(screen.getByTestId('register-password'), 'Secret12');
  await userEvent.type(screen.getByTestId('register-confirmPassword'), 'Secret12');
  await userEvent.click(screen.getAllByRole('checkbox')[0]!);
  await userEvent.click(screen.getAllByRole('checkbox')[1]!);
}

it("shows the image captcha whenever the server's rules require it, requires it and sends it", async () => {
  jest.mocked(registerApi.byUsername).mockRejectedValue(new ApiError({ kind: 'business', code: 'captcha.error' }));
  const { task } = setup({ ...BASE, captcha: CAPTCHA });
  expect(await screen.findByRole('img', { name: /Verification code image/ })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  expect(registerApi.captcha).toHaveBeenCalledTimes(1);
  await fillIn();
  await userEvent.click(screen.getByTestId('register-submit'));
  expect(registerApi.byUsername).not.toHaveBeenCalled();
  await userEvent.type(screen.getByTestId('register-captcha'), 'ab12');
  await userEvent.click(screen.getByTestId('register-submit'));
  await waitFor(() => expect(registerApi.byUsername).toHaveBeenCalledWith(expect.objectContaining({ username: 'newplayer7', captcha: 'ab12' })));
  // The captcha sent is used up: a refused attempt brings a new picture.
  await waitFor(() => expect(registerApi.captcha).toHaveBeenCalledTimes(2));
  task.cancel();
});

it('shows no captcha when the rules leave it off, until the gateway asks for one after a refusal', async () => {
  jest.mocked(registerApi.byUsername).mockRejectedValue(new ApiError({ kind: 'business', code: 'captcha.invalid', value: { captcha: true } }));
  const { task } = setup({ ...BASE, captcha: rule({ enabled: false }) });
  await fillIn();
  expect(screen.queryByTestId('register-captcha')).toBeNull();
  await act(() => userEvent.click(screen.getByTestId('register-submit')));
  expect(await screen.findByTestId('register-captcha')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: /Verification code image/ })).toBeInTheDocument();
  task.cancel();
});

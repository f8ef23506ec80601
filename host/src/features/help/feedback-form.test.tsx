import { configureStore } from '@tessera/shared/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { initI18n } from '@tessera/shared';
import { FEEDBACK_CONTENT } from '@tessera/shared/kit';
import { registerHostTranslations } from '../../i18n';
import { FeedbackForm } from './feedback-form';
import { helpActions, helpSlice } from './help-slice';

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

const setup = () => {
  const seen: unknown[] = [];
  const store = configureStore({ reducer: { help: helpSlice.reducer }, middleware: (d) => d({ thunk: false }).concat(() => (next) => (action) => { seen.push(action); return next(action); }) });
  render(
    <Provider store={store}>
      <FeedbackForm />
    </Provider>,
  );
  return { store, seen };
};

describe('feedback form', () => {
  it('requires a type and a content within the bounds, then sends them and thanks the player', async () => {
    const { store, seen } = setup();
    await userEvent.click(screen.getByTestId('feedback-submit'));
    const content = screen.getByLabelText('Your message *');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Question type *')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((a) => helpActions.feedbackSubmitted.match(a as never))).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Question type *'), 'withdrawal');
    fireEvent.change(content, { target: { value: ' too short ' } });
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(content).toHaveAccessibleDescription(expect.stringContaining(`${FEEDBACK_CONTENT.min}`));
    expect(content).toHaveAttribute('maxLength', String(FEEDBACK_CONTENT.max));

    fireEvent.change(content, { target: { value: 'My withdrawal has been pending for two days.' } });
    await userEvent.click(screen.getByTestId('feedback-submit'));
    expect(seen.find((a) => helpActions.feedbackSubmitted.match(a as never))).toMatchObject({ payload: { questionType: 'withdrawal', content: 'My withdrawal has been pending for two days.' } });
    expect(screen.getByTestId('feedback-submit')).toBeDisabled();
    act(() => {
      store.dispatch(helpActions.feedbackSent());
    });
    expect(screen.getByTestId('feedback-thanks')).toBeInTheDocument();
    expect(screen.getByTestId('feedback')).toHaveAttribute('id', 'feedback');
  });

  it('shows the gateway refusal', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(helpActions.feedbackFailed({ kind: 'business', i18nKey: 'errors.unknown', code: 'request_param_err', message: 'The content must be 10 to 500 characters' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The content must be 10 to 500 characters');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { initI18n, setLanguage } from '../i18n/i18n';
import { AmountField, parseAmount, SubmitRow } from './form-rows';
import { registerCentreTranslations } from '../i18n/centre-texts';

// The centres' strings, which a centre registers as it loads.
registerCentreTranslations();

beforeAll(() => initI18n('en'));
afterEach(() => setLanguage('en'));

it('reads typed amounts: positive, at most 2 decimals, separators allowed', () => {
  expect(parseAmount('1,250.5')).toBe(1250.5);
  expect(parseAmount(' 10 ')).toBe(10);
  for (const bad of ['', '0', '-5', '1.234', 'abc', undefined]) expect(parseAmount(bad)).toBeNull();
});

function Money({ onSubmit, busy = false, error }: { onSubmit: (v: { amount: string }) => void; busy?: boolean; error?: string }) {
  return (
    <Form<{ amount: string }>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <AmountField name="amount" label="Amount" currency="P" testId="amt" check={(n) => (n > 100 ? `At most 100 (${n})` : undefined)} />
          <SubmitRow label="Send" busyLabel="Sending…" busy={busy} error={error} testId="send" />
        </form>
      )}
    />
  );
}

it('refuses a malformed or out-of-limit amount with a localised message, and submits a good one', async () => {
  const onSubmit = jest.fn();
  render(<Money onSubmit={onSubmit} />);
  expect(screen.getByLabelText('Amount (P)')).toHaveAttribute('inputmode', 'decimal');
  await userEvent.type(screen.getByTestId('amt'), '1.234');
  await userEvent.click(screen.getByTestId('send'));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByTestId('amt')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('amt')).toHaveAccessibleDescription('Enter an amount above 0 with at most 2 decimals.');
  await userEvent.clear(screen.getByTestId('amt'));
  await userEvent.type(screen.getByTestId('amt'), '150');
  await userEvent.click(screen.getByTestId('send'));
  expect(screen.getByText('At most 100 (150)')).toBeInTheDocument();
  await userEvent.clear(screen.getByTestId('amt'));
  await userEvent.type(screen.getByTestId('amt'), '99.5');
  await userEvent.click(screen.getByTestId('send'));
  expect(onSubmit.mock.calls[0][0]).toEqual({ amount: '99.5' });
});

it('writes the malformed-amount message in the reader’s language', async () => {
  await setLanguage('ja');
  render(<Money onSubmit={jest.fn()} />);
  await userEvent.type(screen.getByTestId('amt'), 'x');
  await userEvent.click(screen.getByTestId('send'));
  expect(screen.getByTestId('amt')).toHaveAccessibleDescription('0より大きい金額を小数点以下2桁までで入力してください。');
});

it('disables submit with its busy label while sending, and reads out a refusal', () => {
  const { rerender } = render(<Money onSubmit={jest.fn()} busy />);
  expect(screen.getByTestId('send')).toBeDisabled();
  expect(screen.getByTestId('send')).toHaveTextContent('Sending…');
  rerender(<Money onSubmit={jest.fn()} error="Your balance is not enough." />);
  expect(screen.getByTestId('send')).toBeEnabled();
  expect(screen.getByRole('alert')).toHaveTextContent('Your balance is not enough.');
});

describe('focus after a submission', () => {
  it('goes to the row’s words when the submission settles with a refusal or a result', () => {
    const { rerender } = render(<SubmitRow label="Send" busy testId="send" resultTestId="line" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<SubmitRow label="Send" busy={false} error="Too much" testId="send" resultTestId="line" />);
    expect(document.activeElement).toBe(screen.getByTestId('line'));
    expect(screen.getByTestId('line')).toHaveTextContent('Too much');
  });

  it('goes where the page says the outcome when the row has no words, and stays put while nothing was sent', () => {
    const notice = document.createElement('p');
    notice.tabIndex = -1;
    document.body.append(notice);
    const { rerender } = render(<SubmitRow label="Send" busy={false} testId="send" doneFocus={() => notice} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<SubmitRow label="Send" busy testId="send" doneFocus={() => notice} />);
    rerender(<SubmitRow label="Send" busy={false} testId="send" doneFocus={() => notice} />);
    expect(document.activeElement).toBe(notice);
    notice.remove();
  });
});

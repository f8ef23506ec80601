import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { KeepUnsent, useUnsentInitial } from './unsent-input';

function Withdrawal() {
  const initial = useUnsentInitial('test', { wallet: 'a', amount: '' }, (field, value) => field !== 'wallet' || ['a', 'b'].includes(value));
  return (
    <Form<{ wallet: string; amount: string; password?: string }>
      initialValues={initial}
      onSubmit={() => undefined}
      render={() => (
        <form>
          <KeepUnsent form="test" fields={['wallet', 'amount']} />
          <Field name="wallet" component="input" aria-label="wallet" />
          <Field name="amount" component="input" aria-label="amount" />
          <Field name="password" component="input" type="password" aria-label="password" />
        </form>
      )}
    />
  );
}

beforeEach(() => sessionStorage.clear());

it('keeps the named fields for this tab, never the password, and brings them back on the next mount', async () => {
  const first = render(<Withdrawal />);
  await userEvent.clear(screen.getByLabelText('wallet'));
  await userEvent.type(screen.getByLabelText('wallet'), 'b');
  await userEvent.type(screen.getByLabelText('amount'), '12.5');
  await userEvent.type(screen.getByLabelText('password'), 'Secret123');
  expect(JSON.parse(sessionStorage.getItem('unsent.test')!)).toEqual({ wallet: 'b', amount: '12.5' });
  first.unmount();
  render(<Withdrawal />);
  expect(screen.getByLabelText('wallet')).toHaveValue('b');
  expect(screen.getByLabelText('amount')).toHaveValue('12.5');
  expect(screen.getByLabelText('password')).toHaveValue('');
});

it('drops a kept value that no longer fits (a channel gone) and a garbled entry', () => {
  sessionStorage.setItem('unsent.test', JSON.stringify({ wallet: 'gone', amount: 7 }));
  const { unmount } = render(<Withdrawal />);
  expect(screen.getByLabelText('wallet')).toHaveValue('a');
  expect(screen.getByLabelText('amount')).toHaveValue('');
  unmount();
  sessionStorage.setItem('unsent.test', '{not json');
  render(<Withdrawal />);
  expect(screen.getByLabelText('wallet')).toHaveValue('a');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { FailureState } from './states';

beforeAll(() => initI18n('en'));

it('says "not available on this site" for a call the gateway does not offer, without a retry', () => {
  render(<FailureState error={{ kind: 'http', i18nKey: 'errors.notAvailable', status: 404 }} onRetry={jest.fn()} />);
  expect(screen.getByTestId('not-offered')).toHaveTextContent('Not available on this site');
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows any other failure as the error, with its hint and a retry that works', async () => {
  const retry = jest.fn();
  render(<FailureState error={{ kind: 'network', i18nKey: 'errors.network' }} hint="extra words" onRetry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal');
  expect(screen.getByRole('alert')).toHaveTextContent('extra words');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalled();
});

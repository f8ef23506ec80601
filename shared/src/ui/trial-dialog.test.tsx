import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { TrialAccountDialog } from './trial-dialog';

beforeAll(async () => {
  await initI18n('en');
  // jsdom has no layout and no showModal: open the element as the browser would.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

it("says the app's reason under the platform's title, and its one button closes it", async () => {
  const onClose = jest.fn();
  render(<TrialAccountDialog message="Trial accounts cannot play the lottery." onClose={onClose} testId="trial" />);
  const dialog = screen.getByRole('dialog', { name: 'Trial account' });
  expect(dialog).toHaveTextContent('Trial accounts cannot play the lottery.');
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('is written in the reader’s language', async () => {
  await setLanguage('cn');
  render(<TrialAccountDialog message="—" onClose={() => undefined} />);
  expect(await screen.findByRole('dialog', { name: '试玩账号' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  await setLanguage('en');
});

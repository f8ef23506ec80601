import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { Receipt } from './receipt';
import { registerCentreTranslations } from '../i18n/centre-texts';

// The centres' strings, which a centre registers as it loads.
registerCentreTranslations();

beforeAll(async () => {
  await initI18n('en');
  // jsdom has no showModal.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
});

const AT = Date.UTC(2026, 10, 20, 4, 5, 6);

it('writes the site, the reference and the caller’s lines in order, and the account only when known', () => {
  document.head.insertAdjacentHTML('beforeend', '<meta property="og:site_name" content="Lucky Crown">');
  const { unmount } = render(
    <Receipt reference="TRF-00000042" type="Transfer out" amount={-12.5} time={AT} lines={[{ label: 'Recipient', value: 'plain01' }]} account="agent01" onClose={() => undefined} />,
  );
  const receipt = screen.getByTestId('receipt');
  expect(receipt).toHaveTextContent('Lucky Crown');
  expect(within(receipt).getByTestId('receipt-ref')).toHaveTextContent('TRF-00000042');
  const lines = [...receipt.querySelectorAll('dl > div > dt')].map((d) => d.textContent);
  expect(lines).toEqual(['Type', 'Amount', 'Recipient', 'Date and time', 'Account']);
  // No share sheet in this browser: no Share button.
  expect(within(receipt).queryByRole('button', { name: 'Share' })).toBeNull();
  unmount();
  render(<Receipt reference="DEP-00000001" type="Deposit" amount={100} time={AT} onClose={() => undefined} />);
  expect([...screen.getByTestId('receipt').querySelectorAll('dl dt')].map((d) => d.textContent)).toEqual(['Type', 'Amount', 'Date and time']);
});

it('says so when the share sheet fails, and not when the reader closes it', async () => {
  const share = jest.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new Error('denied'));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  render(<Receipt reference="TRF-00000042" type="Transfer out" amount={-12.5} time={AT} onClose={() => undefined} />);
  const button = screen.getByRole('button', { name: 'Share' });
  await userEvent.click(button);
  expect(share).toHaveBeenLastCalledWith({ title: 'Receipt', text: expect.stringMatching(/^Reference number: TRF-00000042\nTransfer out: −P 12\.50\n/) });
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be shared.');
});

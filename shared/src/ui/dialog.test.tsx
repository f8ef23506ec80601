import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { Dialog } from './dialog';

beforeAll(() => initI18n('en'));

// jsdom has no layout and no showModal: every element counts as displayed, and showModal opens the
// element as the browser would (without the top layer), recorded so the test can see it was modal.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});
beforeEach(() => {
  showModal.mockClear();
  close.mockClear();
});

function Opener({ onEvent }: { onEvent?: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Sign out"
          onClose={() => setOpen(false)}
          onBeforeOpen={() => onEvent?.('beforeOpen')}
          onOpened={() => onEvent?.('opened')}
          onBeforeClose={() => onEvent?.('beforeClose')}
          onClosed={() => onEvent?.('closed')}
        >
          <input aria-label="First" />
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled native modal dialog that fixes page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = render(
      <Dialog title="Sign out" onClose={() => undefined}>
        <p>Sure?</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes from its button and from Escape, but not on Escape when that is off', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Dialog title="T" onClose={onClose} closeLabel="Close member centre">x</Dialog>);
    await userEvent.click(screen.getByRole('button', { name: 'Close member centre' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Dialog title="T" onClose={onClose} closeOnEscape={false}>x</Dialog>);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('holds a platform close request (cancel event) to the Escape rule and never lets the browser close it', () => {
    const onClose = jest.fn();
    const { rerender } = render(<Dialog title="T" onClose={onClose} closeOnEscape={false}>x</Dialog>);
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Dialog title="T" onClose={onClose}>x</Dialog>);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when the backdrop is clicked', async () => {
    const onClose = jest.fn();
    const { container } = render(<Dialog title="T" onClose={onClose}>x</Dialog>);
    await userEvent.click(container.querySelector('.t-dialog-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, and returns focus to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(document.activeElement).toBe(dialog);
    const close = screen.getByRole('button', { name: 'Close' });
    const first = screen.getByRole('textbox', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab();
    expect(document.activeElement).toBe(last);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('fires before-open, opened, before-close and closed in that order, and before-close can keep it open', async () => {
    const events: string[] = [];
    render(<Opener onEvent={(e) => events.push(e)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(events).toEqual(['beforeOpen', 'opened']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(events).toEqual(['beforeOpen', 'opened', 'beforeClose', 'closed']);

    const onClose = jest.fn();
    render(
      <Dialog title="Forced" onClose={onClose} onBeforeClose={() => false}>
        x
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Forced' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { Dialog } from './dialog';

beforeAll(() => initI18n('en'));

describe('Dialog', () => {
  it('is a labelled modal dialog that fixes page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = render(
      <Dialog title="Sign out" onClose={() => undefined}>
        <p>Sure?</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign out' })).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
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

  it('does not close when the backdrop is clicked', async () => {
    const onClose = jest.fn();
    const { container } = render(<Dialog title="T" onClose={onClose}>x</Dialog>);
    await userEvent.click(container.querySelector('.t-dialog-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
  });
});

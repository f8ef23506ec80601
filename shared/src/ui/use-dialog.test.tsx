import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useDialog } from './use-dialog';

// Its own file: tabbable loads once per module instance, and this test needs the moment before it has come.

beforeAll(() => {
  // jsdom has no layout: every element counts as displayed, so tabbable lists the controls.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});

function Bare() {
  const { ref } = useDialog();
  return (
    <dialog ref={ref} aria-label="Bare" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </dialog>
  );
}

describe('useDialog before tabbable has loaded', () => {
  it('holds a Tab pressed at once and makes it when tabbable comes: focus wraps inside, never out', async () => {
    render(<Bare />);
    const dialog = screen.getByRole('dialog', { name: 'Bare' });
    expect(document.activeElement).toBe(dialog);
    // Synchronously after opening: tabbable's chunk is still on its way.
    const tab = fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(tab).toBe(false); // the browser's own move was held back
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' })));
    // Loaded now: a Tab from the last control wraps to the first at once.
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Last' }), { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });
});

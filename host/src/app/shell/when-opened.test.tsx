import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { WhenOpened } from './when-opened';

describe('WhenOpened', () => {
  it('loads nothing until first opened, then keeps the overlay mounted', async () => {
    const load = jest.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const Dialog = lazy(load);
    const { rerender } = render(
      <WhenOpened open={false}>
        <Dialog label="register" />
      </WhenOpened>,
    );
    expect(load).not.toHaveBeenCalled();
    rerender(
      <WhenOpened open>
        <Dialog label="register" />
      </WhenOpened>,
    );
    expect(await screen.findByText('register')).toBeInTheDocument();
    rerender(
      <WhenOpened open={false}>
        <Dialog label="register" />
      </WhenOpened>,
    );
    // Closed again: still mounted (the dialog itself renders nothing when closed), loaded once.
    expect(screen.getByText('register')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

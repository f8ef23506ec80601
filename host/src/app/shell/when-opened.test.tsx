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

describe('WhenOpened while the first opening loads', () => {
  it('answers at once with the backdrop and a spinner, then shows the overlay', async () => {
    let arrive!: (m: { default: () => React.ReactElement }) => void;
    const Dialog = lazy(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <WhenOpened open>
        <Dialog />
      </WhenOpened>,
    );
    expect(screen.getByTestId('overlay-wait')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    arrive({ default: () => <p>login</p> });
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(screen.queryByTestId('overlay-wait')).toBeNull();
  });

  it('shows nothing meanwhile for an overlay that opens by itself (fallback null)', () => {
    const Dialog = lazy(() => new Promise<{ default: () => React.ReactElement }>(() => undefined));
    const { container } = render(
      <WhenOpened open fallback={null}>
        <Dialog />
      </WhenOpened>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

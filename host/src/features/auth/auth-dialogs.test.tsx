import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { act, render, screen } from '@testing-library/react';
import { loginRequested } from '../../app/app-actions';
import { renderInHostStore } from '../../app/testing/render-in-host-store';
import { AuthDialogs } from './auth-dialogs';
import { authActions } from './auth-slice';

// The sheet's frame as a component that can be held back (a slow render stands for the native modal and the form):
// it suspends until `arrive` is called.
let here = false;
let arrive: () => void = () => undefined;
let coming = new Promise<void>((resolve) => (arrive = resolve));
jest.mock('@tessera/shared/dialog', () => ({
  Dialog: ({ testId, children }: { testId?: string; children?: React.ReactNode }) => {
    if (!here) throw coming;
    return <div data-testid={testId}>{children}</div>;
  },
}));
jest.mock('./login-form', () => ({ LoginForm: () => <form data-testid="login-form" /> }));

beforeEach(() => {
  here = false;
  coming = new Promise<void>((resolve) => (arrive = resolve));
});

function setup() {
  return renderInHostStore(
    <Suspense fallback={<p>page fallback</p>}>
      <AuthDialogs smsEnabled={false} dialCodes={[]} loginWait={<p data-testid="login-wait">wait</p>} />
    </Suspense>,
  );
}

describe('AuthDialogs, the login sheet', () => {
  it("paints the wait in the tap's own render and the sheet in one of its own, the page left as it is", async () => {
    const { store, task } = setup();
    act(() => {
      store.dispatch(loginRequested());
    });
    // The sheet's render is held back: the tap's answer is on screen, and the page did not fall back.
    expect(screen.getByTestId('login-wait')).toBeInTheDocument();
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(screen.queryByText('page fallback')).toBeNull();
    await act(async () => {
      here = true;
      arrive();
      await coming;
    });
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('login-wait')).toBeNull();
    task.cancel();
  });

  it('mounted open (the chunk the tap brought, or warmed before it), paints the wait first all the same', async () => {
    const { store, task } = renderInHostStore(<p>page</p>);
    act(() => {
      store.dispatch(loginRequested());
    });
    const { unmount } = render(
      <Provider store={store}>
        <Suspense fallback={<p>page fallback</p>}>
          <AuthDialogs smsEnabled={false} dialCodes={[]} loginWait={<p data-testid="login-wait">wait</p>} />
        </Suspense>
      </Provider>,
    );
    expect(screen.getByTestId('login-wait')).toBeInTheDocument();
    expect(screen.queryByTestId('login-modal')).toBeNull();
    await act(async () => {
      here = true;
      arrive();
      await coming;
    });
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    unmount();
    task.cancel();
  });

  it('closes at once, and opens again the same way', async () => {
    here = true;
    const { store, task } = setup();
    act(() => {
      store.dispatch(loginRequested());
    });
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    act(() => {
      store.dispatch(authActions.loginModalClosed());
    });
    expect(screen.queryByTestId('login-modal')).toBeNull();
    expect(screen.queryByTestId('login-wait')).toBeNull();
    act(() => {
      store.dispatch(loginRequested());
    });
    expect(await screen.findByTestId('login-modal')).toBeInTheDocument();
    task.cancel();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, initI18n } from '@tessera/shared';
import { renderInHostStore as render } from '../../app/testing/render-in-host-store';
import { registerHostTranslations } from '../../i18n';
import RedEnvelope from './red-envelope';
import { redEnvelopeApi } from './red-envelope-api';
import { RED_ENVELOPE_EVENT } from './red-envelope-fixtures';

jest.mock('./red-envelope-api', () => {
  const actual = jest.requireActual('./red-envelope-api');
  return { ...actual, redEnvelopeApi: { current: jest.fn(), open: jest.fn() } };
});
const mocked = jest.mocked(redEnvelopeApi);

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

const EVENT = RED_ENVELOPE_EVENT;

beforeEach(() => {
  sessionStorage.clear();
  jest.resetAllMocks();
});

describe('red envelope', () => {
  it('pops up once per session, opens once however often it is clicked, shows the bonus and refreshes the balance', async () => {
    mocked.current.mockResolvedValue({ event: { ...EVENT } });
    let pay!: (v: Awaited<ReturnType<typeof redEnvelopeApi.open>>) => void;
    mocked.open.mockReturnValue(new Promise((r) => (pay = r)));
    const { unmount, store } = render(<RedEnvelope loggedIn />);
    const dialog = await screen.findByTestId('red-envelope');
    expect(dialog).toHaveTextContent('Open it for a bonus between P 1.88 and P 88.88.');
    expect(screen.getByRole('img', { name: 'A sealed red envelope with gold coins' })).toBeInTheDocument();

    const open = screen.getByTestId('red-envelope-open');
    await userEvent.click(open);
    expect(open).toBeDisabled();
    await userEvent.click(open);
    await act(async () => pay({ eventId: 7, amount: 12.34, at: Date.now(), balance: 112.34 }));
    expect(await screen.findByTestId('red-envelope-amount')).toHaveTextContent('You received P 12.34! It is already in your wallet.');
    expect(mocked.open).toHaveBeenCalledTimes(1);
    expect(mocked.open).toHaveBeenCalledWith(7);
    // The host's own wallet refetches the balance.
    expect(store.getState().wallet.refreshing).toBe(true);
    unmount();

    // Later in the session: no popup by itself, the floating envelope reopens it.
    mocked.current.mockResolvedValue({ event: { ...EVENT } });
    render(<RedEnvelope loggedIn />);
    const fab = await screen.findByTestId('red-envelope-fab');
    expect(screen.queryByTestId('red-envelope')).toBeNull();
    await userEvent.click(fab);
    expect(await screen.findByTestId('red-envelope')).toBeInTheDocument();
  });

  it('tells a member who already opened it what they got', async () => {
    mocked.current.mockResolvedValue({ event: { ...EVENT, opened: { amount: 5, at: 1 } } });
    render(<RedEnvelope loggedIn />);
    await userEvent.click(await screen.findByTestId('red-envelope-fab'));
    expect(screen.getByTestId('red-envelope-amount')).toHaveTextContent('You opened this envelope and received P 5.00.');
    expect(screen.queryByTestId('red-envelope-open')).toBeNull();
  });

  it('asks a visitor to log in, and shows a refusal from the gateway', async () => {
    mocked.current.mockResolvedValue({ event: { ...EVENT } });
    const { rerender, store } = render(<RedEnvelope loggedIn={false} />);
    expect(store.getState().auth.loginModalOpen).toBe(false);
    await userEvent.click(await screen.findByTestId('red-envelope-login'));
    // The host's own login popup opens.
    expect(store.getState().auth.loginModalOpen).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('red-envelope')).toBeNull());

    mocked.open.mockRejectedValue(new ApiError({ kind: 'business', code: 'red_envelope.no_event', message: 'This red envelope event has ended' }));
    rerender(<RedEnvelope loggedIn />);
    await waitFor(() => expect(mocked.current).toHaveBeenCalledTimes(2));
    await userEvent.click(await screen.findByTestId('red-envelope-fab'));
    await userEvent.click(screen.getByTestId('red-envelope-open'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This red envelope event has ended');
    expect(store.getState().wallet.refreshing).toBe(false);
  });

  it('shows nothing without a running event or when the call fails', async () => {
    mocked.current.mockResolvedValueOnce({ event: null }).mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    const { container, unmount } = render(<RedEnvelope loggedIn />);
    await waitFor(() => expect(mocked.current).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();
    const second = render(<RedEnvelope loggedIn />);
    await waitFor(() => expect(mocked.current).toHaveBeenCalledTimes(2));
    expect(second.container).toBeEmptyDOMElement();
  });
});

describe('security: refusals — red envelope', () => {
  it('shows the refusal of a fresh account in the player\'s language, not the gateway\'s words', async () => {
    mocked.current.mockResolvedValue({ event: { ...EVENT } });
    mocked.open.mockRejectedValue(new ApiError({ kind: 'business', code: 'red_envelope.not_eligible', message: 'gateway words' }));
    render(<RedEnvelope loggedIn />);
    await userEvent.click(await screen.findByTestId('red-envelope-open'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Red envelopes open for accounts that are at least a day old or have made a deposit.');
    expect(screen.queryByText('gateway words')).toBeNull();
  });
});

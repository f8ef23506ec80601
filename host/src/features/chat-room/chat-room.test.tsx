import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, initI18n, type ChatMessage } from '@tessera/shared';
import { CHAT_TEXT } from '@tessera/shared/kit';
import { renderInHostStore as render } from '../../app/testing/render-in-host-store';
import { registerHostTranslations } from '../../i18n';
import ChatRoomDialog, { chatIssue } from './chat-room';
import { chatRoomApi } from './chat-room-api';
import { CHAT_POLL_MS } from './chat-room-saga';

jest.mock('./chat-room-api', () => ({ chatRoomApi: { messages: jest.fn(), send: jest.fn() } }));
const mocked = jest.mocked(chatRoomApi);

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
beforeEach(() => jest.resetAllMocks());
afterEach(() => jest.useRealTimers());

const line = (id: number, text: string, mine = false): ChatMessage => ({ id, author: mine ? 'Me' : 'Tessera Host', text, at: Date.UTC(2026, 10, 24, 12, id), mine });

describe('chat room', () => {
  it('shows the lines as text, never HTML, and polls for newer ones while open', async () => {
    jest.useFakeTimers();
    mocked.messages.mockResolvedValueOnce([line(1, 'Welcome!'), line(2, '<img src=x onerror=alert(1)>')]).mockResolvedValueOnce([line(3, 'Good luck')]).mockResolvedValue([]);
    const { unmount } = render(<ChatRoomDialog loggedIn onClose={jest.fn()} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    const log = await screen.findByTestId('chat-lines');
    expect(log).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(log.querySelector('img')).toBeNull();
    expect(mocked.messages).toHaveBeenLastCalledWith(undefined);
    await act(() => jest.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(mocked.messages).toHaveBeenLastCalledWith(2);
    expect(screen.getAllByTestId('chat-line')).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(CHAT_POLL_MS));
    expect(mocked.messages).toHaveBeenLastCalledWith(3);
    // Closing the overlay ends the polling.
    unmount();
    const calls = mocked.messages.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
    expect(mocked.messages).toHaveBeenCalledTimes(calls);
  });

  it('asks a visitor to log in', async () => {
    mocked.messages.mockResolvedValue([line(1, 'Welcome!')]);
    const onClose = jest.fn();
    const { store } = render(<ChatRoomDialog loggedIn={false} onClose={onClose} />);
    await userEvent.click(await screen.findByTestId('chat-login'));
    expect(onClose).toHaveBeenCalled();
    // The host's own login popup opens.
    await waitFor(() => expect(store.getState().auth.loginModalOpen).toBe(true));
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('bounds a line on the form as the gateway does, sends it trimmed, clears the draft, and shows refusals', async () => {
    mocked.messages.mockResolvedValue([line(1, 'Welcome!')]);
    render(<ChatRoomDialog loggedIn onClose={jest.fn()} />);
    const input = await screen.findByTestId('chat-input');
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a message first.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'x'.repeat(CHAT_TEXT.max + 1) } });
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByRole('alert')).toHaveTextContent(`A message can have at most ${CHAT_TEXT.max} characters.`);
    expect(mocked.send).not.toHaveBeenCalled();

    mocked.send.mockResolvedValueOnce(line(9, 'hello all', true)).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'chat.too_fast', message: 'too fast' }));
    fireEvent.change(input, { target: { value: '  hello all  ' } });
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(mocked.send).toHaveBeenCalledWith('hello all');
    expect(await screen.findByText('hello all')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await userEvent.type(input, 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Wait a moment.');
    expect(input).toHaveValue('again');
  });

  it('counts characters as the player sees them', () => {
    expect(chatIssue('   ')).toBe('empty');
    expect(chatIssue('🎉'.repeat(CHAT_TEXT.max))).toBeNull();
    expect(chatIssue('🎉'.repeat(CHAT_TEXT.max + 1))).toBe('tooLong');
  });
});

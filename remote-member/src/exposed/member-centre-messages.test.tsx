import { bus, initI18n, type InboxValue } from '@tessera/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MemberCentre from './member-centre';
import { fetchInbox, markRead } from '../features/message-v2/message-v2-api';

// Typing through userEvent is slow on a loaded CI machine; the default 5 s is too tight for whole forms.
jest.setTimeout(20_000);

jest.mock('../features/message-v2/message-v2-api', () => ({
  ...jest.requireActual('../features/message-v2/message-v2-api'),
  fetchInbox: jest.fn(),
  markRead: jest.fn(),
}));
jest.mock('../centre/centre-api', () => ({
  ...jest.requireActual('../centre/centre-api'),
  hasSession: () => true,
  fetchUnreadCount: jest.fn().mockResolvedValue(2),
  fetchPromotionCount: jest.fn().mockResolvedValue(0),
}));

const INBOX: InboxValue = {
  list: [
    { id: 1, kind: 'internal', title: 'Weekend reload bonus', html: '<p>Get <em>10%</em></p><img src="x.png" alt="" onerror="window.__pwned = 1">', sentAt: 2, read: false },
    { id: 2, kind: 'system', title: 'Welcome', html: '<p>Hello</p>', sentAt: 1, read: false },
    { id: 3, kind: 'system', title: 'Old news', html: '<p>Old</p>', sentAt: 0, read: true },
  ],
  pageNo: 1,
  totalCount: 3,
  totalPages: 1,
  unread: 2,
};

beforeAll(async () => {
  await initI18n('en');
});

it('shows the unread badge, opens a message sanitised, marks it read and the badge falls', async () => {
  bus.emit('session:changed', { status: 'in', account: 'demo01', nickname: 'Lucky', accountType: 0, rankLevel: 3 });
  jest.mocked(fetchInbox).mockImplementation(async () => JSON.parse(JSON.stringify(INBOX)) as InboxValue);
  jest.mocked(markRead).mockResolvedValueOnce({ unread: 1 }).mockResolvedValueOnce({ unread: 0 });
  render(<MemberCentre page="messageV2" onClose={() => undefined} />);
  const menu = within(screen.getByRole('navigation', { name: 'Member centre pages' }));
  await waitFor(() => expect(menu.getByTestId('menu-badge-messageV2')).toHaveTextContent('2'));
  expect(menu.getByRole('button', { name: /Platform information.*2 new/ })).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: /Weekend reload bonus/ }));
  const body = document.getElementById('msg-body-1')!;
  expect(body).toHaveTextContent('Get 10%');
  expect(body.querySelector('img')).not.toHaveAttribute('onerror');
  expect(markRead).toHaveBeenCalledWith([1]);
  await waitFor(() => expect(menu.getByTestId('menu-badge-messageV2')).toHaveTextContent('1'));
  expect(screen.getByTestId('msg-unread')).toHaveTextContent('1 unread message');

  // a message already read is not sent again
  await userEvent.click(screen.getByRole('button', { name: /Old news/ }));
  expect(markRead).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByTestId('msg-all-read'));
  expect(markRead).toHaveBeenLastCalledWith('all');
  await waitFor(() => expect(menu.queryByTestId('menu-badge-messageV2')).not.toBeInTheDocument());
  expect(bus.last('messages:unread')).toEqual({ count: 0 });
});

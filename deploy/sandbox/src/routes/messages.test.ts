import { backdate, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { DEPOSIT_SETTLE_MS } from '../domain/settlement.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

describe('inbox', () => {
  it('starts each member with the seeded messages, pages them by kind, marks read, tells of a credited deposit', async () => {
    const auth = { ...DEMO, Authorization: (await encryptedLogin(sb.call, { username: 'agent01m1', password: 'Tessera2026', type: 'username' })).json().value.token as string };
    const unread = async () => (await sb.call({ url: '/wps/relay/CSP_unreadCount', headers: auth })).json().value as number;
    expect(await unread()).toBe(4);
    const page1 = (await sb.call({ url: '/wps/relay/CSP_getInbox?kind=all&pageNo=1&pageSize=3', headers: auth })).json().value;
    expect(page1).toMatchObject({ totalCount: 4, totalPages: 2, unread: 4 });
    expect(page1.list.map((m: { title: string }) => m.title)).toEqual(['Scheduled maintenance', 'Weekend reload bonus', 'Keep your account safe']);
    const system = (await sb.call({ url: '/wps/relay/CSP_getInbox?kind=system', headers: auth })).json().value;
    expect(system.list.every((m: { kind: string }) => m.kind === 'system')).toBe(true);
    expect((await sb.call({ url: '/wps/relay/CSP_getInbox?kind=spam', headers: auth })).json().errorCode).toBe('request_param_err');

    const read = (ids: unknown) => sb.call({ method: 'POST', url: '/wps/relay/CSP_readMessages', headers: auth, payload: { ids } }).then((r) => r.json());
    expect((await read([page1.list[0].id, 999_999])).value).toEqual({ unread: 3 });
    expect((await read('all')).value).toEqual({ unread: 0 });
    expect((await read('nope')).errorCode).toBe('request_param_err');

    // another member's inbox is their own
    const other = { ...DEMO, Authorization: (await encryptedLogin(sb.call, { username: 'agent01m2', password: 'Tessera2026', type: 'username' })).json().value.token as string };
    expect((await sb.call({ url: '/wps/relay/CSP_unreadCount', headers: other })).json().value).toBe(4);

    await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_deposit', headers: auth, payload: { requestId: 'msg-test-001', channelId: 'gcash', amount: 60 } });
    backdate(sb.dataDir, 'deposits', DEPOSIT_SETTLE_MS);
    expect(await unread()).toBe(1);
    const latest = (await sb.call({ url: '/wps/relay/CSP_getInbox?pageSize=1', headers: auth })).json().value.list[0];
    expect(latest).toMatchObject({ kind: 'system', title: 'Deposit credited', read: false });
    expect(latest.html).toContain('P 60.00');
    // The notice in the member's language, as the inbox answers a Thai (or any other) client.
    for (const [language, title] of [['TH', 'ฝากเงินสำเร็จ'], ['CN', '充值已到账'], ['EN', 'Deposit credited']] as const) {
      const local = (await sb.call({ url: '/wps/relay/CSP_getInbox?pageSize=1', headers: { ...auth, language } })).json().value.list[0];
      expect(local).toMatchObject({ title });
      expect(local.html).toContain('<b>P 60.00</b>');
    }
  });
});

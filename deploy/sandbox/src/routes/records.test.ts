import { DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';

// Logins hash with scrypt and settlements wait out the sandbox's review delay: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

describe('account records', () => {
  it('lists what the member did, newest first, by type, paged, with totals of the range', async () => {
    const auth = { ...DEMO, Authorization: (await encryptedLogin(sb.call, { username: 'agent01m5', password: 'Tessera2026', type: 'username' })).json().value.token as string };
    const move = (payload: object) => sb.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: auth, payload });
    await move({ requestId: 'rec-test-0001', fromAccountTypeId: 2, toAccountTypeId: 101, amount: 100 });
    await move({ requestId: 'rec-test-0002', fromAccountTypeId: 101, toAccountTypeId: 2, amount: 30.5 });
    const now = Date.now();
    const query = (q: Record<string, string>) =>
      sb
        .call({
          url: `/wps/relay/ODSFE2_MemTransDet?${new URLSearchParams({ startTime: String(now - 86_400_000), endTime: String(now + 60_000), type: 'all', pageNo: '1', pageSize: '3', ...q })}`,
          headers: auth,
        })
        .then((r) => r.json());
    const all = (await query({})).value;
    expect(all.totalCount).toBe(4);
    expect(all.totalPages).toBe(2);
    expect(all.list.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['transfer-in', 30.5],
      ['transfer-out', -30.5],
      ['transfer-in', 100],
    ]);
    expect(all.totals).toEqual({ credit: 130.5, debit: 130.5 });
    expect((await query({ pageNo: '2' })).value.list).toHaveLength(1);
    expect((await query({ type: 'deposit' })).value).toMatchObject({ totalCount: 0, list: [], totalPages: 1 });
    // bonus details: what a claimed promotion paid
    await sb.call({ method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', headers: auth, payload: { promotionId: 907 } });
    expect((await query({ type: 'bonus' })).value).toMatchObject({
      totalCount: 1,
      totals: { credit: 88, debit: 0 },
      // the source names the promotion it was claimed from
      list: [{ kind: 'bonus', amount: 88, source: { type: 'claim', title: 'App download bonus' } }],
    });
    // other rows carry no source
    expect((await query({ type: 'transfer' })).value.list[0].source).toBeUndefined();
    // a range before any of it
    expect((await query({ startTime: String(now - 2 * 86_400_000), endTime: String(now - 86_400_000) })).value.totalCount).toBe(0);
    expect((await query({ type: 'nope' })).errorCode).toBe('request_param_err');
    expect((await query({ startTime: '0' })).errorCode).toBe('request_param_err');
  });
});

import { backdate, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { DEPOSIT_SETTLE_MS } from '../domain/settlement.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

async function login(username: string, merchant = 'demo'): Promise<Record<string, string>> {
  const res = await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' }, { merchant });
  return { merchant, Authorization: res.json().value.token as string };
}
const main = (v: { balance: { accountTypeId: number; availBalance: number }[] }) => v.balance.find((b) => b.accountTypeId === 2)?.availBalance;
const wallet = (v: { balance: { accountTypeId: number; availBalance: number }[] }, id: number) => v.balance.find((b) => b.accountTypeId === id)?.availBalance ?? 0;
let n = 0;
const rid = () => `test-${Date.now()}-${(n += 1)}`;

describe('member-centre money calls', () => {
  it('lists main and vendor wallets, or one wallet on a single-wallet merchant', async () => {
    const demo = (await sb.call({ url: '/wps/relay/GCS_merchantWallet', headers: await login('player01') })).json().value;
    expect(demo.isSingle).toBe(false);
    expect(demo.wallets[0]).toEqual({ accountTypeId: 2, name: 'Main wallet' });
    expect(demo.wallets.length).toBeGreaterThan(10);
    const demo2 = (await sb.call({ url: '/wps/relay/GCS_merchantWallet', headers: await login('player01', 'demo2') })).json().value;
    expect(demo2).toEqual({ isSingle: true, wallets: [{ accountTypeId: 2, name: 'Main wallet' }] });
  });

  it('transfers in and out once per requestId, refuses overdrafts and bad amounts, returns all to main', async () => {
    const auth = await login('agent01m2'); // 200.00 in main
    const move = (payload: object) => sb.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: auth, payload });
    const id = rid();
    const out = (await move({ requestId: id, fromAccountTypeId: 2, toAccountTypeId: 101, amount: 50.25 })).json();
    expect(out).toMatchObject({ success: true, value: { requestId: id, moved: 50.25 } });
    expect(main(out.value.balance)).toBe(149.75);
    expect(wallet(out.value.balance, 101)).toBe(50.25);
    // the same request again moves nothing and answers the same
    const again = (await move({ requestId: id, fromAccountTypeId: 2, toAccountTypeId: 101, amount: 50.25 })).json();
    expect(main(again.value.balance)).toBe(149.75);
    expect((await move({ requestId: rid(), fromAccountTypeId: 101, toAccountTypeId: 2, amount: 60 })).json()).toMatchObject({
      success: false,
      errorCode: 'balance.insufficient',
    });
    for (const amount of [0, -1, 1.005, 'x']) {
      expect((await move({ requestId: rid(), fromAccountTypeId: 2, toAccountTypeId: 101, amount })).json().errorCode).toBe('request_param_err');
    }
    expect((await move({ requestId: rid(), fromAccountTypeId: 101, toAccountTypeId: 102, amount: 1 })).json().errorCode).toBe('request_param_err');
    await move({ requestId: rid(), fromAccountTypeId: 2, toAccountTypeId: 201, amount: 10 });
    const back = (await move({ requestId: rid(), returnAll: true })).json().value;
    expect(back.moved).toBe(60.25);
    expect(main(back.balance)).toBe(200);
    expect(back.balance.balance.filter((b: { accountTypeId: number; availBalance: number }) => b.accountTypeId !== 2 && b.availBalance !== 0)).toEqual([]);
  });

  it('two concurrent transfers of the whole balance: exactly one succeeds, nothing is lost', async () => {
    const auth = await login('agent01m1'); // 100.00
    const answers = await Promise.all(
      [101, 102, 201, 301].map((to) =>
        sb.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: auth, payload: { requestId: rid(), fromAccountTypeId: 2, toAccountTypeId: to, amount: 100 } }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => !b.success).map((b) => b.errorCode)).toEqual(Array(3).fill('balance.insufficient'));
    const balance = (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value;
    expect(balance.sumBalance).toBe(100);
    expect(main(balance)).toBe(0);
  });

  it('deposits within the channel limits; pending, then credited (or failed for .44) when due', async () => {
    const auth = await login('agent01m3'); // 300.00
    const settings = (await sb.call({ url: '/wps/relay/MCSFE_getDepositSettings', headers: auth })).json().value;
    expect(settings.channels.map((c: { id: string }) => c.id)).toEqual(['bank', 'gcash', 'qrph']);
    const dep = (payload: object) => sb.call({ method: 'POST', url: '/wps/relay/MCSFE_deposit', headers: auth, payload });
    expect((await dep({ requestId: rid(), channelId: 'bank', amount: 99.99 })).json()).toMatchObject({ errorCode: 'deposit.amount.limit', value: { minAmount: 100 } });
    expect((await dep({ requestId: rid(), channelId: 'nope', amount: 200 })).json().errorCode).toBe('request_param_err');
    const id = rid();
    const ok = (await dep({ requestId: id, channelId: 'gcash', amount: 150.5 })).json().value;
    expect(ok).toMatchObject({ channelId: 'gcash', amount: 150.5, status: 'pending' });
    expect((await dep({ requestId: id, channelId: 'gcash', amount: 150.5 })).json().value.id).toBe(ok.id);
    await dep({ requestId: rid(), channelId: 'gcash', amount: 80.44 });
    expect((await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance).toBe(300);
    backdate(sb.dataDir, 'deposits', DEPOSIT_SETTLE_MS);
    const list = (await sb.call({ url: '/wps/relay/MCSFE_getDepositRecords', headers: auth })).json().value.list;
    expect(list.map((d: { amount: number; status: string }) => [d.amount, d.status])).toEqual([
      [80.44, 'failed'],
      [150.5, 'credited'],
    ]);
    expect((await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance).toBe(450.5);
  });

  it('refuses money calls without a session', async () => {
    expect((await sb.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: DEMO, payload: {} })).statusCode).toBe(401);
  });
});

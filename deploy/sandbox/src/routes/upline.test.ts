import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';

// Logins hash with scrypt and settlements wait out the sandbox's review delay: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

const login = async (username: string) => ({ ...DEMO, Authorization: (await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' })).json().value.token as string });
async function send(auth: Record<string, string>, payload: object) {
  const sealed = encryptPayload(payload, await modulus(sb.call));
  return (await sb.call({ method: 'POST', url: '/wps/relay/passwordCheck/MCSFE_processC2CTransaction', headers: { ...auth, Encryption: sealed.header }, payload: sealed.body })).json();
}
const balance = async (auth: Record<string, string>) => (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance as number;

describe('transfer to the upline', () => {
  it('moves main to the upline with a note, once per request, checking password, note and balance', async () => {
    const member = await login('agent01m4'); // 400.00, upline agent01
    const agent = await login('agent01');
    const agentBefore = await balance(agent);
    const info = (await sb.call({ url: '/wps/relay/MCSFE_getC2CTransactionInfo', headers: member })).json().value;
    expect(info).toMatchObject({ sender: { account: 'agent01m4' }, recipient: { account: 'agent01' }, available: 400, transfers: [] });
    const base = { requestId: 'upline-req-1', amount: 150.25, note: 'For the weekend', paymentPassword: 'Tessera2026' };
    expect(await send(member, { ...base, paymentPassword: 'nope' })).toMatchObject({ errorCode: 'password.payment.wrong' });
    expect(await send(member, { ...base, note: ' ' })).toMatchObject({ errorCode: 'upline.note' });
    expect(await send(member, { ...base, amount: 401 })).toMatchObject({ errorCode: 'balance.insufficient' });
    const ok = (await send(member, base)).value;
    expect(ok.available).toBe(249.75);
    expect(ok.transfers[0]).toMatchObject({ recipient: 'agent01', amount: 150.25, note: 'For the weekend' });
    expect((await send(member, base)).value.transfers).toHaveLength(1); // the same request again moves nothing
    expect(await balance(member)).toBe(249.75);
    expect(await balance(agent)).toBeCloseTo(agentBefore + 150.25, 2);
    // the upline gets the transfer message (sender, recipient, amount, note), once for the replayed request too
    const inbox = (await sb.call({ url: '/wps/relay/CSP_getInbox?kind=internal&pageSize=50', headers: agent })).json().value;
    const messages = inbox.list.filter((m: { title: string }) => m.title === 'Transfer from agent01m4');
    expect(messages).toHaveLength(1);
    expect(messages[0].html).toContain('<b>agent01m4</b>');
    expect(messages[0].html).toContain('P 150.25');
    expect(messages[0].html).toContain("agent01's main wallet");
    expect(messages[0].html).toContain('Note: For the weekend');
    expect(messages[0].read).toBe(false);
    // markup in a note arrives as text
    await send(member, { ...base, requestId: 'upline-req-3', amount: 1, note: '<img src=x onerror=alert(1)>' });
    const latest = (await sb.call({ url: '/wps/relay/CSP_getInbox?kind=internal&pageSize=1', headers: agent })).json().value.list[0];
    expect(latest.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(latest.html).not.toContain('<img');
    // a member without an upline
    const player = await login('player01');
    expect((await sb.call({ url: '/wps/relay/MCSFE_getC2CTransactionInfo', headers: player })).json().value.recipient).toBeNull();
    expect(await send(player, { ...base, requestId: 'upline-req-2' })).toMatchObject({ errorCode: 'upline.none' });
  });
});

/**
 * The client's answer schemas (shared/src/api/schemas.ts) against what the sandbox really answers, for the
 * calls whose schemas came last: a schema stricter than the answers would turn working screens into error
 * states, a missing one would let a malformed answer through to the components.
 */
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { RESPONSE_SCHEMAS, checkAnswer } from '../../../../shared/src/api/schemas.js';
import { DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';

jest.setTimeout(30_000);

const sb = sandboxPerFile();
const login = async (username: string) => ({ ...DEMO, Authorization: (await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' })).json().value.token as string });

async function value(res: Promise<{ json(): { success: boolean; value: unknown; errorCode: string | null } }>): Promise<unknown> {
  const body = (await res).json();
  expect({ success: body.success, errorCode: body.errorCode }).toEqual({ success: true, errorCode: null });
  return body.value;
}

describe('security: malformed data — answer schemas of the member and salary calls', () => {
  it('has a schema for each of them', () => {
    for (const name of ['dividend', 'dailySalary', 'hourSalary', 'realTimeSalary', 'referralDetails', 'uplineTransferInfo', 'transferUpline', 'whitelabel'] as const) {
      expect(RESPONSE_SCHEMAS[name]).toBeDefined();
    }
  });

  it('accepts the contract lists and a contract, and refuses a malformed one', async () => {
    const agent = await login('agent01');
    const lists = {
      dividend: await value(sb.call({ url: '/wps/relay/MCS2_processDividendReq?action=list', headers: agent })),
      dailySalary: await value(sb.call({ url: '/wps/relay/MCS2_processDailySalContract?action=list', headers: agent })),
      hourSalary: await value(sb.call({ method: 'POST', url: '/wps/relay/MCS2_processContractHourSalary', headers: agent, payload: { action: 'list' } })),
      realTimeSalary: await value(sb.call({ method: 'POST', url: '/wps/relay/MCSFE_processRealTimeSalaryContract', headers: agent, payload: { action: 'list' } })),
    };
    for (const [name, v] of Object.entries(lists)) expect([name, checkAnswer(name as keyof typeof lists, v).ok]).toEqual([name, true]);
    const downline = (lists.dividend as { downline: { id: number }[] }).downline;
    expect(downline.length).toBeGreaterThan(0);
    const offer = await value(
      sb.call({ url: `/wps/relay/MCS2_processDividendReq?action=offer&memberId=${downline[0]!.id}&rate=12.5&activeMembers=1&validBet=100&period=M&confirmLower=true`, headers: agent }),
    );
    expect(checkAnswer('dividend', offer)).toMatchObject({ ok: true, value: { kind: 'dividend', status: 'offered', rate: 12.5 } });
    expect(checkAnswer('dividend', { ...(offer as object), rate: '12.5' }).ok).toBe(false);
    expect(checkAnswer('dailySalary', { mine: 'x', offered: [], downline: [], payouts: [] }).ok).toBe(false);
  });

  it('accepts referral details and the upline transfer info before and after a transfer', async () => {
    const member = await login('agent01m4');
    const referral = await value(sb.call({ url: '/wps/relay/MCSFE_getReferralDetails', headers: member }));
    expect(checkAnswer('referralDetails', referral).ok).toBe(true);
    expect(checkAnswer('referralDetails', { referralCode: 5, link: '', totalInvitations: 0 }).ok).toBe(false);

    const info = await value(sb.call({ url: '/wps/relay/MCSFE_getC2CTransactionInfo', headers: member }));
    expect(checkAnswer('uplineTransferInfo', info).ok).toBe(true);
    const sealed = encryptPayload({ requestId: 'schema-check-1', amount: 1.5, note: 'schema', paymentPassword: 'Tessera2026' }, await modulus(sb.call));
    const after = await value(sb.call({ method: 'POST', url: '/wps/relay/passwordCheck/MCSFE_processC2CTransaction', headers: { ...member, Encryption: sealed.header }, payload: sealed.body }));
    expect(checkAnswer('transferUpline', after)).toMatchObject({ ok: true, value: { transfers: [expect.objectContaining({ amount: 1.5, note: 'schema' })] } });
    // A member without an upline: recipient null is valid.
    const player = await login('player01');
    expect(checkAnswer('uplineTransferInfo', await value(sb.call({ url: '/wps/relay/MCSFE_getC2CTransactionInfo', headers: player }))).ok).toBe(true);
    expect(checkAnswer('uplineTransferInfo', { ...(info as object), transfers: null }).ok).toBe(false);
  });

  it('accepts the whitelabel tree the status call carries', async () => {
    const status = (await value(sb.call({ url: '/wps/system/status', headers: DEMO }))) as { info: { whitelabel: unknown } };
    expect(checkAnswer('whitelabel', status.info.whitelabel).ok).toBe(true);
    expect(checkAnswer('whitelabel', [{ modId: 'X', enabled: true }]).ok).toBe(false);
  });
});

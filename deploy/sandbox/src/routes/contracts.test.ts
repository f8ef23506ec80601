import { CONTROL, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { periodWindow } from '../repo/contracts.js';

const sb = sandboxPerFile();

async function login(username: string): Promise<Record<string, string>> {
  const res = (await encryptedLogin(sb.call, { username, password: 'Tessera2026', captcha: '', type: 'username' })).json();
  return { ...DEMO, Authorization: res.value.token };
}

const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const qs = (o: Record<string, unknown>) => new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString();

describe('contracts', () => {
  it('offers a dividend to a downline agent, warns on a lower rate, and accepting ends the old contract', async () => {
    const boss = await login('agent01');
    const list = (await sb.call({ url: `${DIVIDEND}?action=list`, headers: boss })).json().value;
    const north = list.downline.find((d: { username: string }) => d.username === 'agent01a1');
    const running = list.offered.find((c: { member: string; status: string }) => c.member === 'agent01a1' && c.status === 'active');
    expect(running).toMatchObject({ rate: 30, period: 'M', current: { validBet: expect.any(Number) } });

    const offer = { action: 'offer', memberId: north.id, rate: 25, activeMembers: 3, validBet: 10000, period: 'W' };
    const lower = (await sb.call({ url: `${DIVIDEND}?${qs(offer)}`, headers: boss })).json();
    expect(lower).toMatchObject({ success: false, errorCode: 'contract.rate.lower', value: { currentRate: 30 } });
    const offered = (await sb.call({ url: `${DIVIDEND}?${qs({ ...offer, confirmLower: true })}`, headers: boss })).json().value;
    expect(offered).toMatchObject({ status: 'offered', rate: 25, period: 'W', member: 'agent01a1', upline: 'agent01' });

    // Only the downline answers an offer.
    expect((await sb.call({ url: `${DIVIDEND}?action=accept&id=${offered.id}`, headers: boss })).json()).toMatchObject({ errorCode: 'contract.not.found' });
    const sub = await login('agent01a1');
    const accepted = (await sb.call({ url: `${DIVIDEND}?action=accept&id=${offered.id}`, headers: sub })).json().value;
    expect(accepted.status).toBe('active');
    const mine = (await sb.call({ url: `${DIVIDEND}?action=list`, headers: sub })).json().value.mine;
    expect(mine.find((c: { id: number }) => c.id === running.id).status).toBe('terminated');
    expect(mine.filter((c: { status: string }) => c.status === 'active')).toHaveLength(1);
    expect((await sb.call({ url: `${DIVIDEND}?action=accept&id=${offered.id}`, headers: sub })).json()).toMatchObject({ errorCode: 'contract.state' });

    // Either side terminates a running contract.
    expect((await sb.call({ url: `${DIVIDEND}?action=terminate&id=${offered.id}`, headers: boss })).json().value.status).toBe('terminated');
  });

  it('lets the downline reject an offer, and refuses strangers and bad terms', async () => {
    const boss = await login('agent01');
    const south = (await sb.call({ url: `/wps/relay/MCS2_processDailySalContract?action=list`, headers: boss })).json().value.downline.find(
      (d: { username: string }) => d.username === 'agent01a2',
    );
    const tooHigh = await sb.call({ url: `/wps/relay/MCS2_processDailySalContract?${qs({ action: 'offer', memberId: south.id, rate: 9, period: 'D' })}`, headers: boss });
    expect(tooHigh.json()).toMatchObject({ errorCode: 'request_param_err' });
    const sub = await login('agent01a2');
    const offers = (await sb.call({ url: '/wps/relay/MCS2_processDailySalContract?action=list', headers: sub })).json().value.mine;
    const waiting = offers.find((c: { status: string }) => c.status === 'offered');
    const rejected = (await sb.call({ url: `/wps/relay/MCS2_processDailySalContract?action=reject&id=${waiting.id}`, headers: sub })).json().value;
    expect(rejected.status).toBe('rejected');
    const stranger = (await sb.call({ url: `${DIVIDEND}?${qs({ action: 'offer', memberId: 1001, rate: 5, period: 'M' })}`, headers: boss })).json();
    expect(stranger).toMatchObject({ errorCode: 'agent.not.downline' });
    const player = await login('player01');
    expect((await sb.call({ url: `${DIVIDEND}?action=list`, headers: player })).statusCode).toBe(403);
  });

  it('pays real-time salary for each settled 5-minute window once, through the ledger', async () => {
    const sub = await login('agent01a1');
    const settle = await sb.call({ method: 'POST', url: '/sandbox/salary/settle', headers: CONTROL });
    expect(settle.statusCode).toBe(200);
    // agent01a1 of each demo merchant.
    expect(settle.json().realtime.contracts).toBe(2);
    const list = (await sb.call({ method: 'POST', url: REALTIME, headers: sub, payload: { action: 'list' } })).json().value;
    // Three hours of 5-minute windows since the contract started.
    expect(list.payouts.length).toBeGreaterThanOrEqual(20);
    const paid = list.payouts.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(paid).toBeGreaterThan(0);
    for (const p of list.payouts) {
      // Whole 5-minute windows; the first one starts when the contract did.
      expect(p.to % 300_000).toBe(0);
      expect(p.to - p.from).toBeLessThanOrEqual(300_000);
      expect(p.amount).toBeCloseTo(Math.floor(p.validBet * 0.5) / 100, 2);
    }
    const again = (await sb.call({ method: 'POST', url: '/sandbox/salary/settle', headers: CONTROL })).json();
    expect(again.realtime.paidCents).toBe(0);
    const ledger = (await sb.call({ url: `/wps/agent/team/ledger?from=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}&kind=salary&size=50`, headers: sub })).json().value;
    // The team ledger also lists agent01a1x's hourly salary: only agent01a1's own rows count here.
    const credited = ledger.list.filter((l: { username: string }) => l.username === 'agent01a1').reduce((s: number, l: { amount: number }) => s + l.amount, 0);
    expect(Math.round(credited * 100)).toBe(Math.round(paid * 100));
  });

  it('pays a round played now when its window settles', async () => {
    const member = await login('agent01a1m1');
    const launch = (
      await sb.call({ url: '/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1&platform=html5&clientType=3', headers: member })
    ).json().value;
    const ticket = String(launch.content.game_url).split('/').pop();
    expect((await sb.call({ method: 'POST', url: '/sandbox-games/api/spin', payload: { ticket, bet: 50 } })).statusCode).toBe(200);
    const windowEnd = Math.ceil((Date.now() + 1) / 300_000) * 300_000;
    const settled = (await sb.call({ method: 'POST', url: `/sandbox/salary/settle?at=${windowEnd}`, headers: CONTROL })).json();
    expect(settled.realtime.paidCents).toBeGreaterThanOrEqual(25);
    const sub = await login('agent01a1');
    const list = (await sb.call({ method: 'POST', url: REALTIME, headers: sub, payload: { action: 'list' } })).json().value;
    expect(list.payouts[0]).toMatchObject({ to: windowEnd });
    expect(list.payouts[0].validBet).toBeGreaterThanOrEqual(50);
    expect(list.payouts[0].amount).toBeGreaterThanOrEqual(0.25);
  });

  it('pays agent01a1x its hourly salary by the hour, and lists the Hourly Salary page in its flags', async () => {
    const far = await login('agent01a1x');
    const funds = (await sb.call({ url: '/wps/member/info/funds/consolidated', headers: far })).json().value;
    expect(funds).toMatchObject({ contracthoursalreq: 'Y', realtimesalreqtype: '' });
    const list = (await sb.call({ method: 'POST', url: HOURLY, headers: far, payload: { action: 'list' } })).json().value;
    expect(list.mine).toEqual([expect.objectContaining({ kind: 'hourly', upline: 'agent01a1', member: 'agent01a1x', rate: 1, status: 'active' })]);
    // Six hours since the contract started, and its member plays every half hour: five whole hours or more are paid.
    expect(list.payouts.length).toBeGreaterThanOrEqual(5);
    for (const p of list.payouts) {
      expect(p.to % 3_600_000).toBe(0);
      expect(p.to - p.from).toBeLessThanOrEqual(3_600_000);
      expect(p.amount).toBeCloseTo(Math.floor(p.validBet) / 100, 2);
    }
    expect(list.payouts.filter((p: { amount: number }) => p.amount > 0).length).toBeGreaterThanOrEqual(4);
    // The upline sees the contract it offered.
    const north = await login('agent01a1');
    const offered = (await sb.call({ method: 'POST', url: HOURLY, headers: north, payload: { action: 'list' } })).json().value.offered;
    expect(offered).toEqual([expect.objectContaining({ member: 'agent01a1x', status: 'active' })]);
  });

  it('knows the windows of each period code', () => {
    const wed = Date.UTC(2026, 10, 18, 10);
    expect(periodWindow('D', wed)).toEqual({ from: Date.UTC(2026, 10, 18), to: Date.UTC(2026, 10, 19) });
    expect(periodWindow('W', wed)).toEqual({ from: Date.UTC(2026, 10, 16), to: Date.UTC(2026, 10, 23) });
    expect(periodWindow('H', wed)).toEqual({ from: Date.UTC(2026, 10, 16), to: Date.UTC(2026, 11, 1) });
    expect(periodWindow('H', Date.UTC(2026, 10, 3))).toEqual({ from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 16) });
    expect(periodWindow('M', wed)).toEqual({ from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) });
  });
});

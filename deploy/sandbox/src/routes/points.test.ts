import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { checkAnswer } from '../../../../shared/src/api/schemas.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

let n = 0;
const rid = () => `pt-${Date.now()}-${(n += 1)}`;

async function login(username: string) {
  return { ...DEMO, Authorization: (await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' })).json().value.token as string };
}
async function sealed(auth: Record<string, string>, url: string, payload: object) {
  const s = encryptPayload(payload, await modulus(sb.call));
  return (await sb.call({ method: 'POST', url, headers: { ...auth, Encryption: s.header }, payload: s.body })).json();
}
const redeem = (auth: Record<string, string>, payload: object) => sealed(auth, '/wps/relay/passwordCheck/MCS2_redeemPointReward', payload);
const convert = (auth: Record<string, string>, payload: object) => sealed(auth, '/wps/relay/passwordCheck/MCS2_convertPoint', payload);
const get = async (auth: Record<string, string>, url: string) => (await sb.call({ url, headers: auth })).json();
const points = async (auth: Record<string, string>) => (await get(auth, '/wps/relay/MCS2_getPointBalance')).value.points as number;
const main = async (auth: Record<string, string>) => (await get(auth, '/wps/v2/wallets/balance')).value.sumBalance as number;

describe('points mall', () => {
  it('answers the balance with its ratio and chart, the catalogue with artwork, and the exchange-rate table', async () => {
    const auth = await login('player01');
    const balance = (await get(auth, '/wps/relay/MCS2_getPointBalance')).value;
    expect(balance.points).toBeGreaterThan(500);
    expect(balance.ratio).toBe(10); // VIP3
    expect(balance.earnedTotal).toBe(balance.points);
    expect(balance.earnedByDay).toHaveLength(30);
    expect(balance.earnedByDay.reduce((s: number, d: { points: number }) => s + d.points, 0)).toBeGreaterThan(0);

    const rewards = (await get(auth, '/wps/relay/MCS2_getPointReward')).value.list;
    expect(rewards.length).toBeGreaterThanOrEqual(6);
    const png = await sb.call({ url: rewards[0].imageUrl, headers: {} });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sb.call({ url: '/cdn/TCG_PROD_IMAGES/POINT_REWARD/nothing.png' })).statusCode).toBe(404);

    const config = (await get(auth, '/wps/relay/MCS2_getPointConfig')).value;
    expect(config).toMatchObject({ ratio: 10, minConvert: 100, betPerPoint: 10 });
    expect(config.exchangeRates.map((r: { fromLevel: number; ratio: number }) => [r.fromLevel, r.ratio])).toEqual([
      [1, 20],
      [3, 10],
      [5, 5],
      [7, 4],
    ]);
    expect((await sb.call({ url: '/wps/relay/MCS2_getPointBalance', headers: DEMO })).statusCode).toBe(401);
  });

  it('redeems with the password, once per request id, asks for a Zalo number before taking points, and reviews to approved', async () => {
    const auth = await login('agent01m2');
    const start = await points(auth);
    expect(await redeem(auth, { requestId: rid(), rewardId: 1, password: 'wrong' })).toMatchObject({ errorCode: 'password.payment.wrong' });
    expect(await redeem(auth, { requestId: rid(), rewardId: 7, password: 'Tessera2026' })).toMatchObject({ errorCode: 'reward.out.of.stock' });
    expect(await redeem(auth, { requestId: rid(), rewardId: 8, password: 'Tessera2026' })).toMatchObject({ errorCode: 'points.insufficient' });
    expect(await redeem(auth, { requestId: 'x', rewardId: 1, password: 'Tessera2026' })).toMatchObject({ errorCode: 'request_param_err' });
    expect(await points(auth)).toBe(start);

    const id = rid();
    const ok = await redeem(auth, { requestId: id, rewardId: 1, password: 'Tessera2026' });
    expect(ok).toMatchObject({ success: true, value: { record: { rewardId: 1, points: 600, status: 'process' }, balance: { points: start - 600 } } });
    expect((await redeem(auth, { requestId: id, rewardId: 1, password: 'Tessera2026' })).value.record.id).toBe(ok.value.record.id);
    // The Zalo reward with no Zalo number in the profile: refused up front, no point taken (nothing to give back).
    expect(await redeem(auth, { requestId: rid(), rewardId: 3, password: 'Tessera2026' })).toMatchObject({ success: false, errorCode: 'zalo.required' });
    expect(await points(auth)).toBe(start - 600);

    const listed = (await get(auth, '/wps/relay/MCS2_getRedeemPointList')).value;
    expect(listed).toMatchObject({ totalCount: 1, pageNo: 1, totalPages: 1 });
    expect(listed.list.map((r: { status: string }) => r.status)).toEqual(['process']);

    expect((await sb.call({ method: 'POST', url: '/sandbox/points/review' })).statusCode).toBe(401);
    expect((await sb.call({ method: 'POST', url: '/sandbox/points/review', headers: CONTROL })).statusCode).toBe(200);
    const after = (await get(auth, '/wps/relay/MCS2_getRedeemPointList')).value.list;
    expect(after.find((r: { id: number }) => r.id === ok.value.record.id)).toMatchObject({ status: 'approved' });
    expect(await points(auth)).toBe(start - 600);

    const now = Date.now();
    const details = (await get(auth, `/wps/relay/ODSFE2_MemTransDet?type=points&startTime=${now - 40 * 86_400_000}&endTime=${now + 1000}&pageNo=1&pageSize=5`)).value;
    expect(details.list.slice(0, 1).map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([['redeem', -600]]);
    expect(details.totals.debit).toBe(600);
    expect(details.totals.credit).toBeGreaterThan(600);
  });

  it('converts points into the main wallet in one move; two whole-balance conversions at once leave one', async () => {
    const auth = await login('agent01m4'); // VIP1: 20 points = P 1
    const startPoints = await points(auth);
    const startMain = await main(auth);
    expect(await convert(auth, { requestId: rid(), points: 99, password: 'Tessera2026' })).toMatchObject({ errorCode: 'points.convert.min' });
    expect(await convert(auth, { requestId: rid(), points: 100.5, password: 'Tessera2026' })).toMatchObject({ errorCode: 'points.convert.min' });
    expect(await convert(auth, { requestId: rid(), points: 200, password: 'nope' })).toMatchObject({ errorCode: 'password.payment.wrong' });
    const id = rid();
    expect(await convert(auth, { requestId: id, points: 200, password: 'Tessera2026' })).toMatchObject({ value: { points: 200, amount: 10, balance: { points: startPoints - 200 } } });
    expect((await convert(auth, { requestId: id, points: 200, password: 'Tessera2026' })).value.amount).toBe(10);
    expect(await main(auth)).toBeCloseTo(startMain + 10);

    const all = startPoints - 200;
    const results = await Promise.all([0, 1].map(() => convert(auth, { requestId: rid(), points: all, password: 'Tessera2026' })));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)).toMatchObject({ errorCode: 'points.insufficient' });
    expect(await points(auth)).toBe(0);
    expect(await main(auth)).toBeCloseTo(startMain + startPoints / 20);
  });

  it('answers what the client schemas accept (the browser checks every answer with them)', async () => {
    const auth = await login('agent01m5');
    const now = Date.now();
    expect(checkAnswer('pointBalance', (await get(auth, '/wps/relay/MCS2_getPointBalance')).value)).toMatchObject({ ok: true });
    expect(checkAnswer('pointReward', (await get(auth, '/wps/relay/MCS2_getPointReward')).value)).toMatchObject({ ok: true });
    expect(checkAnswer('pointConfig', (await get(auth, '/wps/relay/MCS2_getPointConfig')).value)).toMatchObject({ ok: true });
    const redeemed = await redeem(auth, { requestId: rid(), rewardId: 2, password: 'Tessera2026' });
    expect(checkAnswer('redeemPointReward', redeemed.value)).toMatchObject({ ok: true });
    expect(checkAnswer('redeemPointList', (await get(auth, '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=5')).value)).toMatchObject({ ok: true });
    expect(checkAnswer('convertPoint', (await convert(auth, { requestId: rid(), points: 100, password: 'Tessera2026' })).value)).toMatchObject({ ok: true });
    const details = (await get(auth, `/wps/relay/ODSFE2_MemTransDet?type=points&startTime=${now - 86_400_000}&endTime=${now + 1000}&pageNo=1&pageSize=5`)).value;
    expect(checkAnswer('memberTransactions', details)).toMatchObject({ ok: true });
  });

  it('refuses trial accounts', async () => {
    const auth = await login('trial01');
    expect(await points(auth)).toBe(0);
    const res = await redeem(auth, { requestId: rid(), rewardId: 1, password: 'Tessera2026' });
    expect(res).toMatchObject({ success: false, errorCode: 'trial.not.allowed' });
  });
});

import { backdate, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { REWARD_REVIEW_MS } from './rewards.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]).toString('base64')}`;
type Promo = { id: number; status: string; action: string; bonus: number; imageCount: number };

describe('reward centre', () => {
  it('claims a bonus once (credited), joins, applies with checked remark and images, reviews applications', async () => {
    const auth = { ...DEMO, Authorization: (await encryptedLogin(sb.call, { username: 'agent01m3', password: 'Tessera2026', type: 'username' })).json().value.token as string };
    const list = async () => (await sb.call({ url: '/wps/relay/MCSFE_getAvailablePromotions', headers: auth })).json().value as { list: Promo[]; available: number };
    const balance = async () => (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance as number;
    const first = await list();
    expect(first.list.find((p) => p.id === 901)).toMatchObject({ action: 'claim', status: 'claim', bonus: 12.34 });
    expect(first.list.find((p) => p.id === 904)?.status).toBe('coming soon');
    expect(first.available).toBe(8);

    const claim = (promotionId: number) => sb.call({ method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', headers: auth, payload: { promotionId } }).then((r) => r.json());
    expect((await claim(901)).value.list.find((p: Promo) => p.id === 901).status).toBe('claimed');
    expect(await balance()).toBe(312.34);
    expect((await claim(901)).errorCode).toBe('promotion.already');
    expect(await balance()).toBe(312.34);
    expect((await claim(902)).value.list.find((p: Promo) => p.id === 902).status).toBe('joined');
    expect((await claim(904)).errorCode).toBe('promotion.not.started');
    expect((await claim(900)).errorCode).toBe('promotion.needs.application');

    const apply = (payload: object) => sb.call({ method: 'POST', url: '/wps/relay/MCSFE_signUpRequestReward', headers: auth, payload }).then((r) => r.json());
    expect((await apply({ promotionId: 900, remark: 'x'.repeat(141), images: [] })).errorCode).toBe('remark.too.long');
    expect((await apply({ promotionId: 900, remark: 'ok', images: [PNG, PNG, PNG, PNG] })).errorCode).toBe('upload.count');
    expect((await apply({ promotionId: 900, remark: 'ok', images: ['data:image/gif;base64,R0lGODlh'] })).errorCode).toBe('upload.type');
    const applied = (await apply({ promotionId: 900, remark: 'My first deposit slip', images: [PNG, PNG] })).value.list.find((p: Promo) => p.id === 900);
    expect(applied).toMatchObject({ status: 'applying', imageCount: 2 });
    await apply({ promotionId: 906, remark: 'birthday #reject', images: [] });
    expect((await apply({ promotionId: 906, remark: 'again', images: [] })).errorCode).toBe('promotion.already');
    backdate(sb.dataDir, 'reward_entries', REWARD_REVIEW_MS);
    const after = await list();
    expect(after.list.find((p) => p.id === 900)?.status).toBe('issued');
    expect(after.list.find((p) => p.id === 906)?.status).toBe('rejected');
    expect(await balance()).toBe(412.34);
    expect(after.available).toBe(4);
    // bonus details name where each bonus came from
    const now = Date.now();
    const bonuses = (await sb.call({ url: `/wps/relay/ODSFE2_MemTransDet?startTime=${now - 60_000}&endTime=${now + 60_000}&type=bonus&pageNo=1&pageSize=10`, headers: auth })).json().value;
    expect(bonuses.list.map((r: { amount: number; source?: { type: string } }) => [r.amount, r.source?.type])).toEqual([
      [100, 'application'],
      [12.34, 'claim'],
    ]);
  });

  it("titles and describes the promotions in the call's language, as the promotions page does", async () => {
    const login = await encryptedLogin(sb.call, { username: 'agent01m12', password: 'Tessera2026', type: 'username' });
    const auth = { ...DEMO, Authorization: login.json().value.token as string };
    const titles = async (language: string) =>
      ((await sb.call({ url: '/wps/relay/MCSFE_getAvailablePromotions', headers: { ...auth, Language: language } })).json().value.list as { id: number; title: string; content: string }[]);
    const page = async (language: string) =>
      ((await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W&execution=B', headers: { ...DEMO, Language: language } })).json().value.promotion as { id: number; title: string }[]);
    const en = await titles('EN');
    const cn = await titles('CN');
    expect(cn.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(cn.find((p) => p.id === 901)?.title).not.toBe(en.find((p) => p.id === 901)?.title);
    expect(cn.find((p) => p.id === 901)?.title).toMatch(/[\u4e00-\u9fff]/);
    // The same words as the promotions page in that language.
    const onPage = new Map((await page('CN')).map((p) => [p.id, p.title]));
    for (const p of cn) expect(p.title).toBe(onPage.get(p.id));
  });
});


import { CONTROL, sandboxPerFile } from '../test-utils/sandbox.js';
import { desDecryptB64 } from '../gateway/crypto.js';

const sb = sandboxPerFile();

type Node = { modId: string; enabled: string; childrenNodes?: Node[] };
const flat = (tree: Node | Node[]): Record<string, string> =>
  Object.assign({}, ...(Array.isArray(tree) ? tree : [tree]).map((n) => ({ [n.modId]: n.enabled, ...flat(n.childrenNodes ?? []) })));

describe('registration rules say what they accept', () => {
  it('the password rule accepts exactly what its pattern id tells the player (letters and digits, no special characters)', async () => {
    const rule = (await sb.call({ url: '/wps/system/setting/register', headers: { merchant: 'demo' } })).json().value.password;
    expect(rule).toMatchObject({ patternId: 'alnum', minLength: 6, maxLength: 20 });
    const accepts = (v: string) => new RegExp(rule.acceptedPattern).test(v);
    expect(accepts('Secret123')).toBe(true);
    expect(accepts('Secret!23')).toBe(false);
    expect(accepts('secret 99')).toBe(false);
  });
});

describe('registration captcha rule', () => {
  it('is off by default and enabled and required in the rules once the merchant switches it on', async () => {
    const rules = async () => (await sb.call({ url: '/wps/system/status', headers: { merchant: 'demo2' } })).json().value.info.register.captcha;
    const settings = async () => (await sb.call({ url: '/wps/system/setting/register', headers: { merchant: 'demo2' } })).json().value.captcha;
    expect(await rules()).toMatchObject({ enabled: false, required: false });
    await sb.call({ method: 'PUT', url: '/sandbox/demo2/modules', headers: CONTROL, payload: { REGCAPTCHA3: true } });
    expect(await rules()).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 4 });
    expect(await settings()).toMatchObject({ enabled: true, required: true });
    await sb.call({ method: 'PUT', url: '/sandbox/demo2/modules', headers: CONTROL, payload: { REGCAPTCHA3: false } });
    expect(await settings()).toMatchObject({ enabled: false });
  });
});

describe('system status', () => {
  it('serves system status with modules, rules and sealed customer-service links', async () => {
    const { call } = sb;
    const v = (await call({ url: '/wps/system/status', headers: { merchant: 'demo' } })).json().value;
    expect(v).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: expect.any(String) } });
    expect(v.info.imageCDNs).toEqual(['/cdn']);
    expect(v.info.register.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'letterFirstAlnum' });
    expect(flat(v.info.whitelabel)).toMatchObject({ USERNAMEREG3: '1', MOBILENUMREG3: '0', AGENTPOLICY3: '1', HOMEPAGE: '1' });
    // One root node, as the real client walks it; the boot-time whitelabel call answers the same tree.
    expect(Array.isArray(v.info.whitelabel)).toBe(false);
    expect((await call({ url: '/wps/system/whitelabel', headers: { merchant: 'demo' } })).json().value).toEqual(v.info.whitelabel);
    const link = v.info.customerService[0].path as string;
    expect(desDecryptB64(link.slice(0, -8), link.slice(-8))).toMatch(/^https:\/\//);
  });

  it('follows the test controls: maintenance closes all but the status calls, module switches show in the tree', async () => {
    const { call } = sb;
    const demo2 = { merchant: 'demo2' };
    expect((await call({ method: 'PUT', url: '/sandbox/demo2/system-status', headers: CONTROL, payload: { status: 1, maintenance: { title: 'Upgrade' } } })).statusCode).toBe(200);
    expect((await call({ method: 'PUT', url: '/sandbox/demo2/system-status', payload: { status: 0 } })).statusCode).toBe(401);
    const m = (await call({ url: '/wps/system/status', headers: demo2 })).json().value;
    expect(m.maintenance).toMatchObject({ title: 'Upgrade' });
    expect((await call({ url: '/wps/v2/system/status', headers: demo2 })).statusCode).toBe(200);
    expect((await call({ url: '/wps/session/key/rsa', headers: demo2 })).statusCode).toBe(200);
    expect((await call({ url: '/wps/relay/GCSGAME_hotGamesV2', headers: demo2 })).statusCode).toBe(400);
    await call({ method: 'PUT', url: '/sandbox/demo2/system-status', headers: CONTROL, payload: { status: 0 } });
    expect((await call({ url: '/wps/relay/GCSGAME_hotGamesV2', headers: demo2 })).statusCode).toBe(200);
    await call({ method: 'PUT', url: '/sandbox/demo2/modules', headers: CONTROL, payload: { MOBILENUMREG3: true } });
    const m2 = (await call({ url: '/wps/system/status', headers: demo2 })).json().value;
    expect(m2.maintenance).toBe(false);
    expect(flat(m2.info.whitelabel).MOBILENUMREG3).toBe('1');
  });
});

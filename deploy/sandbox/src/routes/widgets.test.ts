import { CONTROL, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { CHAT_PACE_MS, CHAT_TEXT } from './widgets.js';

// Logins hash with scrypt: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

async function login(username: string): Promise<Record<string, string>> {
  const token = (await encryptedLogin(sb.call, { username, password: 'Tessera2026', type: 'username' })).json().value.token as string;
  return { ...DEMO, Authorization: token };
}
const balance = async (auth: Record<string, string>) => (await sb.call({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.sumBalance as number;

describe('red envelope', () => {
  it('shows the running event to anyone, pays a member once however many opens race, and remembers it', async () => {
    const switched = (on: boolean) => sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { REDENVELOPE3: on } });
    // Off unless the merchant turns it on.
    expect((await sb.call({ url: '/wps/relay/MCSFE_getRedEnvelope', headers: DEMO })).json().value).toEqual({ event: null });
    expect((await switched(true)).statusCode).toBe(200);
    const visitor = (await sb.call({ url: '/wps/relay/MCSFE_getRedEnvelope', headers: DEMO })).json().value.event;
    expect(visitor).toMatchObject({ title: 'Lucky Red Envelope', minAmount: 1.88, maxAmount: 88.88, imageUrl: '/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/closed.png' });
    expect(visitor.opened).toBeUndefined();
    // A visitor cannot open one.
    expect((await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: DEMO, payload: { eventId: visitor.eventId } })).statusCode).toBe(401);

    const auth = await login('envelope01');
    const before = await balance(auth);
    const open = () => sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: auth, payload: { eventId: visitor.eventId } }).then((r) => r.json());
    const answers = await Promise.all(Array.from({ length: 8 }, open));
    expect(answers.every((a) => a.success)).toBe(true);
    const amounts = new Set(answers.map((a) => a.value.amount));
    expect(amounts.size).toBe(1);
    const amount = answers[0].value.amount as number;
    expect(amount).toBeGreaterThanOrEqual(1.88);
    expect(amount).toBeLessThanOrEqual(88.88);
    expect(await balance(auth)).toBeCloseTo(before + amount, 2);

    // Opening again pays nothing and answers the same envelope; the event now says it was opened.
    expect((await open()).value.amount).toBe(amount);
    expect(await balance(auth)).toBeCloseTo(before + amount, 2);
    const seen = (await sb.call({ url: '/wps/relay/MCSFE_getRedEnvelope', headers: auth })).json().value.event;
    expect(seen).toMatchObject({ opened: { amount }, imageUrl: '/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/opened.png' });

    const wrong = await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: auth, payload: { eventId: 999 } });
    expect(wrong.json().errorCode).toBe('red_envelope.no_event');
    expect((await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: auth, payload: {} })).json().errorCode).toBe('request_param_err');
    const trial = await login('trial01');
    expect((await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: trial, payload: { eventId: visitor.eventId } })).json().errorCode).toBe('in_need_true_account');

    // Switched off, the event is gone and nobody can open it.
    await switched(false);
    expect((await sb.call({ url: '/wps/relay/MCSFE_getRedEnvelope', headers: auth })).json().value).toEqual({ event: null });
    const other = await login('agent01m4');
    expect((await sb.call({ method: 'POST', url: '/wps/relay/MCSFE_openRedEnvelope', headers: other, payload: { eventId: visitor.eventId } })).json().errorCode).toBe('red_envelope.no_event');
  });

  it('draws its artwork', async () => {
    const res = await sb.call({ url: '/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/closed.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sb.call({ url: '/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/other.png' })).statusCode).toBe(404);
  });
});

describe('chat room', () => {
  it('lets anyone read, only members write, within the length bounds and the pace, as plain text', async () => {
    const read = (headers: Record<string, string>, afterId?: number) =>
      sb.call({ url: `/wps/relay/CHAT_getMessages${afterId === undefined ? '' : `?afterId=${afterId}`}`, headers }).then((r) => r.json().value.messages as { id: number; author: string; text: string; mine: boolean }[]);
    const opening = await read(DEMO);
    expect(opening.length).toBeGreaterThanOrEqual(3);
    expect(opening[0]!.author).toBe('Tessera Host');

    const send = (headers: Record<string, string>, text: unknown) => sb.call({ method: 'POST', url: '/wps/relay/CHAT_sendMessage', headers, payload: { text } }).then((r) => r.json());
    expect((await sb.call({ method: 'POST', url: '/wps/relay/CHAT_sendMessage', headers: DEMO, payload: { text: 'hi' } })).statusCode).toBe(401);

    const auth = await login('chat01');
    expect((await send(auth, '   ')).errorCode).toBe('request_param_err');
    expect((await send(auth, 'x'.repeat(CHAT_TEXT.max + 1))).errorCode).toBe('request_param_err');
    expect((await send(auth, 'bell\u0007')).errorCode).toBe('request_param_err');
    const html = '<img src=x onerror=alert(1)> hello';
    const sent = await send(auth, html);
    expect(sent.value).toMatchObject({ author: 'Chatty Cat', text: html, mine: true });
    // Too fast, then fine after the pace.
    expect((await send(auth, 'again')).errorCode).toBe('chat.too_fast');
    await new Promise((r) => setTimeout(r, CHAT_PACE_MS + 20));
    expect((await send(auth, 'y'.repeat(CHAT_TEXT.max))).success).toBe(true);

    const newer = await read(auth, opening.at(-1)!.id);
    expect(newer.map((m) => [m.text.slice(0, 5), m.mine])).toEqual([
      ['<img ', true],
      ['yyyyy', true],
    ]);
    expect((await read(DEMO, opening.at(-1)!.id)).every((m) => !m.mine)).toBe(true);
    expect((await sb.call({ url: '/wps/relay/CHAT_getMessages?afterId=x', headers: DEMO })).json().errorCode).toBe('request_param_err');
  });
});

describe('domain routes', () => {
  it('lists routes back to the sandbox, each with a ping that takes about its distance', async () => {
    const list = (await sb.call({ url: '/wps/system/domainRoute?device=WEB', headers: DEMO })).json().value.domainList as { domain: string; speed: number; url: string; pingUrl: string }[];
    expect(list).toHaveLength(3);
    for (const r of list) expect(r.url).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/$/);
    const slowest = list.at(-1)!;
    const t0 = Date.now();
    const ping = await sb.call({ url: slowest.pingUrl, headers: DEMO });
    expect(ping.json()).toMatchObject({ success: true, value: null });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(slowest.speed - 5);
    expect((await sb.call({ url: '/wps/system/domainRoute/ping?line=evil.example', headers: DEMO })).json().errorCode).toBe('request_param_err');
  });
});

import { CONTROL, DEMO, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
const winners = () => sb.call({ url: '/wps/relay/ODSFE2_getWinnerBoard', headers: DEMO });

describe('switching a call off for one merchant', () => {
  it('answers it 404 function.not.available, as an upstream without it, until it is switched on again', async () => {
    expect((await winners()).statusCode).toBe(200);
    const off = await sb.call({ method: 'PUT', url: '/sandbox/demo/calls/winnerBoard', headers: CONTROL, payload: { offered: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ merchant: 'demo', call: 'winnerBoard', offered: false });
    const refused = await winners();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    // Only that merchant, only that call.
    expect((await sb.call({ url: '/wps/relay/ODSFE2_getWinnerBoard', headers: { ...DEMO, merchant: 'demo2' } })).statusCode).toBe(200);
    expect((await sb.call({ url: '/wps/system/status', headers: DEMO })).statusCode).toBe(200);

    await sb.call({ method: 'PUT', url: '/sandbox/demo/calls/winnerBoard', headers: CONTROL, payload: { offered: true } });
    expect((await winners()).statusCode).toBe(200);
  });

  it('refuses an unknown call or merchant, and anyone without the ops token', async () => {
    expect((await sb.call({ method: 'PUT', url: '/sandbox/demo/calls/noSuchCall', headers: CONTROL, payload: { offered: false } })).statusCode).toBe(404);
    expect((await sb.call({ method: 'PUT', url: '/sandbox/nobody/calls/winnerBoard', headers: CONTROL, payload: { offered: false } })).statusCode).toBe(404);
    expect((await sb.call({ method: 'PUT', url: '/sandbox/demo/calls/winnerBoard', payload: { offered: false } })).statusCode).toBe(401);
    expect((await winners()).statusCode).toBe(200);
  });
});

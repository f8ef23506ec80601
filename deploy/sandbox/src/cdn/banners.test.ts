import { sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();

describe('banner and promotion pictures', () => {
  it('draws a banner at 1200×360 and a promotion at 600×240, each only under its own folder', async () => {
    for (const [url, width, height] of [
      ['/cdn/TCG_PROD_IMAGES/BANNER/w_home-1.png', 1200, 360],
      ['/cdn/TCG_PROD_IMAGES/PROMOTION/newbie-100.png?lang=CN', 600, 240],
    ] as const) {
      const res = await sb.call({ url, headers: { accept: 'image/png' } });
      expect(res.statusCode).toBe(200);
      // The PNG header's width and height.
      expect([res.raw.readUInt32BE(16), res.raw.readUInt32BE(20)]).toEqual([width, height]);
    }
    expect((await sb.call({ url: '/cdn/TCG_PROD_IMAGES/PROMOTION/w_home-1.png' })).statusCode).toBe(404);
    expect((await sb.call({ url: '/cdn/TCG_PROD_IMAGES/BANNER/newbie-100.png' })).statusCode).toBe(404);
  });
});

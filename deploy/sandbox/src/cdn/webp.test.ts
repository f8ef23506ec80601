import { sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
const PNG_MAGIC = '89504e47';

describe('the image CDN negotiates WebP', () => {
  const banner = '/cdn/TCG_PROD_IMAGES/BANNER/w_home-1.png';

  it('sends a browser that accepts WebP the picture as WebP, far smaller, under the same address', async () => {
    const png = await sb.call({ url: banner, headers: { accept: 'image/png,*/*' } });
    const webp = await sb.call({ url: banner, headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.subarray(0, 4).toString('hex')).toBe(PNG_MAGIC);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.raw.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(webp.raw.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(webp.raw.length).toBeLessThan(png.raw.length / 3);
    // Caches keep the two apart; both stay immutable.
    for (const res of [png, webp]) {
      expect(res.headers.vary).toMatch(/Accept/);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers the same WebP bytes again (converted once), and a game tile likewise', async () => {
    const accept = { accept: 'image/webp,*/*' };
    const first = await sb.call({ url: banner, headers: accept });
    const again = await sb.call({ url: banner, headers: accept });
    expect(again.raw.equals(first.raw)).toBe(true);
    const tile = await sb.call({ url: '/cdn/TCG_GAME_ICONS/PG/PG01508.png', headers: accept });
    expect(tile.headers['content-type']).toBe('image/webp');
  });
});

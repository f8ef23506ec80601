import { DEMO, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
const PNG_MAGIC = '89504e47';

describe('country flags on the image CDN', () => {
  it('draws a distinct flag for every country of the country list, and a globe for an unknown code', async () => {
    const countries = (await sb.call({ url: '/wps/system/country', headers: DEMO })).json().value as { countryCode: string }[];
    expect(countries.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const { countryCode } of countries) {
      const res = await sb.call({ url: `/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/${countryCode}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.raw.subarray(0, 4).toString('hex')).toBe(PNG_MAGIC);
      seen.add(res.raw.toString('base64'));
    }
    expect(seen.size).toBe(countries.length);
    const unknown = await sb.call({ url: '/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/ZZ.png' });
    expect(unknown.statusCode).toBe(200);
    expect(seen.has(unknown.raw.toString('base64'))).toBe(false);
  });
});

import type { SystemStatus } from '@tessera/shared';
import { pageWithJson } from '../testing/page-json';
import { bootPayload, readBootData, type BootData } from './boot-data';

const status = { maintenance: false, regionRestriction: false, info: { whitelabel: [] } } as unknown as SystemStatus;
const banners = [{ bannerId: 1, groupName: 'w_home', url: '/cdn/a.webp' }];

const page = (json: string) => pageWithJson('tessera-boot', json);

describe('boot data', () => {
  it('reads the page JSON, and nothing from a page without it or with a broken or other-version one', () => {
    const data: BootData = { v: 1, lang: 'en', status, banners };
    expect(readBootData(page(JSON.stringify(data)))).toEqual(data);
    expect(readBootData(document.implementation.createHTMLDocument('t'))).toBeUndefined();
    expect(readBootData(page('{not json'))).toBeUndefined();
    expect(readBootData(page(JSON.stringify({ ...data, v: 2 })))).toBeUndefined();
  });

  it('gives the first render the banners only for an open site in the language the app starts in', () => {
    const data: BootData = { v: 1, lang: 'ja', status, banners };
    expect(bootPayload(data, 'ja')).toEqual({ status, banners });
    expect(bootPayload(data, 'en')).toEqual({ status });
    const closed = { ...status, maintenance: { title: 'x' } } as SystemStatus;
    expect(bootPayload({ ...data, status: closed }, 'ja')).toEqual({ status: closed });
    expect(bootPayload({ ...data, status: { ...status, regionRestriction: true } }, 'ja')).toEqual({ status: { ...status, regionRestriction: true } });
    expect(bootPayload(undefined, 'en')).toBeUndefined();
  });
});

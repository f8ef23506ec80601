import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../test-utils/index.js';
import { pngCache } from './render.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c00"/></svg>';

describe('the picture cache', () => {
  it('is shared by instances on one folder: a picture one has drawn, another serves without drawing it', () => {
    const dir = tempDir();
    const first = pngCache(dir);
    const drawn = first.get('tile:PG:1', () => SVG);
    const second = pngCache(dir);
    const draw = jest.fn(() => SVG);
    expect(second.get('tile:PG:1', draw).equals(drawn)).toBe(true);
    expect(draw).not.toHaveBeenCalled();
    // Written whole (by rename): no temporary file is left beside the picture.
    const [version] = readdirSync(dir);
    expect(readdirSync(join(dir, version!)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('draws a picture it has not got, once', () => {
    const cache = pngCache(tempDir());
    const draw = jest.fn(() => SVG);
    cache.get('flag:VN', draw);
    cache.get('flag:VN', draw);
    expect(draw).toHaveBeenCalledTimes(1);
  });
});

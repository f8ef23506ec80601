import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../test-utils/helpers.js';
import { DirectoryArtifactStore, STAGING_MAX_AGE_MS } from './artifact-store.js';

describe('the shared artifacts folder', () => {
  it('sweeps only uploads old enough to be left behind: another instance’s upload in progress stays', () => {
    const files = new DirectoryArtifactStore(tempDir());
    const now = Date.now();
    const live = files.stage();
    const stale = join(files.root, 'tmp', `upload-${now - STAGING_MAX_AGE_MS - 1000}-abc123`);
    mkdirSync(stale);
    writeFileSync(join(stale, 'x.js'), 'x');
    writeFileSync(join(files.root, 'tmp', 'notes.txt'), 'not an upload');
    files.sweepStaging(STAGING_MAX_AGE_MS, now);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(stale)).toBe(false);
    expect(readdirSync(join(files.root, 'tmp')).sort()).toEqual([live.split('/').pop(), 'notes.txt'].sort());
  });

  it('moves a staged version and its source maps into place, replacing a leftover, and leaves no empty map folder', () => {
    const files = new DirectoryArtifactStore(tempDir());
    const target = files.publicDir('member', '1.0.0');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'old.js'), 'left behind by a crash');
    const staged = files.stage();
    writeFileSync(join(staged, 'remoteEntry.js'), 'var member;');
    const maps = files.stage();
    writeFileSync(join(maps, 'remoteEntry.js.map'), '{}');
    files.put('member', '1.0.0', staged, maps);
    expect(readdirSync(target)).toEqual(['remoteEntry.js']);
    expect(readdirSync(files.sourceMapDir('member', '1.0.0'))).toEqual(['remoteEntry.js.map']);
    expect(existsSync(join(target, 'remoteEntry.js'))).toBe(true);

    files.put('member', '1.0.1', files.stage(), files.stage());
    expect(existsSync(files.publicDir('member', '1.0.1'))).toBe(true);
    expect(existsSync(files.sourceMapDir('member', '1.0.1'))).toBe(false);
    expect(target).toBe(join(files.root, 'artifacts', 'remotes', 'member', '1.0.0'));
    expect(files.publicDir('host', '2.0.0')).toBe(join(files.root, 'artifacts', 'host', '2.0.0'));
  });
});

import { REMOTE_NAMES as SHARED_REMOTES, REQUIRED_EXPOSES as SHARED_EXPOSES } from '@tessera/shared/contracts';
import { REMOTE_NAMES, REQUIRED_EXPOSES } from './types.js';

describe('server contracts', () => {
  it('checks publishes against the same remotes and exposes the host loads (docs/architecture.md#exposed-modules)', () => {
    expect([...REMOTE_NAMES]).toEqual([...SHARED_REMOTES]);
    const { host, ...remotes } = REQUIRED_EXPOSES;
    expect(host).toEqual([]);
    expect(remotes).toEqual(SHARED_EXPOSES);
  });
});

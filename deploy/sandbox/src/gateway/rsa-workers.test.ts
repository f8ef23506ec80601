import { tempDir } from '../test-utils/http.js';
import { openSandboxDb } from '../database.js';
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { modPow } from '#shared/util/mod-pow';
import { decryptRequest, decryptRequestWith } from './crypto.js';
import { rsaWorkers } from './rsa-workers.js';

describe('RSA workers', () => {
  const { db, repo } = openSandboxDb(tempDir());
  const key = repo.rsa;
  afterAll(() => db.close());

  it('computes what crypto.ts computes on the calling thread, spread over the pool', async () => {
    const pool = rsaWorkers(2);
    try {
      const cs = Array.from({ length: 6 }, (_, i) => key.n - 1000n * BigInt(i + 1));
      const off = await Promise.all(cs.map((c) => pool.step(c, key)));
      expect(off).toEqual(cs.map((c) => modPow(c, key.d, key.n)));
      const sealed = encryptPayload({ username: 'player01', password: 'pässword' }, key.modulusHex);
      expect(await decryptRequestWith(sealed.header, sealed.body, key, pool.step)).toEqual(decryptRequest(sealed.header, sealed.body, key));
    } finally {
      await pool.close();
    }
  });

  it('refuses calls once closed, and the calls still waiting then', async () => {
    const pool = rsaWorkers(1);
    const waiting = pool.step(key.n - 7n, key).then(
      () => 'answered',
      (e: Error) => e.message,
    );
    await pool.close();
    expect(await waiting).toMatch(/closed/);
    await expect(pool.step(key.n - 7n, key)).rejects.toThrow(/closed/);
  });
});

/** The registry server a CLI test file talks to: a fresh data dir, `opsToken`, listening on a free local port. */
import { buildServer } from '../server.js';
import { tempDir } from './helpers.js';

export async function startCliServer(opsToken: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = await buildServer({ dataDir: tempDir(), opsToken, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await Promise.all(
    (globalThis.__TESSERA_SERVERS__ ?? []).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  // After the servers: they write the run's shared picture cache there.
  if (process.env.E2E_RUN_DIR) rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
}

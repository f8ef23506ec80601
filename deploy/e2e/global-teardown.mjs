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
}

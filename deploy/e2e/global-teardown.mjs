export default async function globalTeardown() {
  const child = globalThis.__TESSERA_SERVER__;
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

// Starts platform servers with deploy/scripts/platform.mjs's startServer for a test that cannot import ES
// modules itself (jest runs the suites as CommonJS): `node start-servers.mjs '<json>'` with
// `{ "servers": [{ "port", "dataDir", "token"?, "env"? }] }`. Prints one JSON line, `{ "servers": [{ "server",
// "pid" }] }` or `{ "error" }`, then keeps the servers until its stdin closes or it gets SIGTERM, and stops them.
import { startServer } from '../scripts/platform.mjs';

const { servers: specs } = JSON.parse(process.argv[2] ?? '{}');
const started = [];

async function stopAll() {
  await Promise.all(
    started.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

const results = await Promise.allSettled(
  specs.map((s) => startServer({ port: s.port, dataDir: s.dataDir, token: s.token, env: s.env ?? {}, stdio: ['ignore', 'ignore', 'inherit'] }).then((r) => (started.push(r), r))),
);
const failed = results.find((r) => r.status === 'rejected');
if (failed) {
  await stopAll();
  process.stdout.write(`${JSON.stringify({ error: failed.reason instanceof Error ? failed.reason.message : String(failed.reason) })}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ servers: results.map((r) => ({ server: r.value.server, pid: r.value.child.pid })) })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { buildServer, LOG_REDACT } from './server.js';
import { parseMerchantHosts, resolveDataDir } from './util/config.js';

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || '0.0.0.0';
  const app = await buildServer({
    dataDir: resolveDataDir(),
    opsToken: process.env.TESSERA_OPS_TOKEN || undefined,
    wpsUpstream: process.env.WPS_UPSTREAM || undefined,
    merchantHosts: parseMerchantHosts(),
    // TESSERA_LOG_LEVEL: `info` logs every request (the default for a deployed server); `warn` keeps a
    // local `npm start` readable.
    logger: { level: process.env.TESSERA_LOG_LEVEL || 'info', redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port, host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * The ops console at `/ops`: one static page and one script, the React app of fleet/ bundled by webpack
 * (ops-console.webpack.config.cjs → dist/ops-console/console.js), that talks to the ops API with the token the
 * operator types in. The page itself is public and holds nothing; every call it makes carries the bearer
 * token, kept in sessionStorage (never in the URL).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CSP } from '../assets/plugin.js';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Tessera ops console</title>
<link rel="stylesheet" href="/ops/console.css">
<script defer src="/ops/console.js"></script>
</head>
<body>
<div id="oc-root"><main class="oc-main"><p>Loading…</p><noscript>The ops console needs JavaScript.</noscript></main></div>
</body>
</html>
`;

const CSS = `
:root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1b1f24; background: #f5f6f8; }
body { margin: 0; }
.oc-header { display: flex; justify-content: space-between; align-items: center; padding: 10px 20px; background: #1f2a44; color: #fff; }
.oc-header h1 { font-size: 18px; margin: 0; }
.oc-header button { margin-left: 8px; }
.oc-main { max-width: 1200px; margin: 0 auto; padding: 16px 20px 40px; }
section { background: #fff; border: 1px solid #d5d9e0; border-radius: 6px; padding: 12px 16px; margin: 0 0 16px; overflow-x: auto; }
h2 { font-size: 16px; margin: 0 0 10px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e7ec; vertical-align: top; }
th { font-weight: 600; background: #f0f2f5; }
button { font: inherit; padding: 4px 10px; border: 1px solid #8a94a6; border-radius: 4px; background: #fff; color: #1b1f24; cursor: pointer; }
button.oc-primary { background: #1f4fd1; border-color: #1f4fd1; color: #fff; }
button.oc-danger { border-color: #b42318; color: #b42318; }
input, select { font: inherit; padding: 4px 6px; border: 1px solid #8a94a6; border-radius: 4px; }
label { margin-right: 10px; }
.oc-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
.oc-error { color: #b42318; font-weight: 600; }
.oc-note { color: #475467; }
.oc-ok { color: #067647; font-weight: 600; }
.oc-bad { color: #b42318; font-weight: 600; }
.oc-diff { font-family: ui-monospace, monospace; font-size: 13px; margin: 0; padding-left: 18px; }
.oc-del { color: #b42318; }
.oc-add { color: #067647; }
.oc-dialog { max-width: 640px; border: 1px solid #8a94a6; border-radius: 6px; }
.oc-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.oc-link { word-break: break-all; font-family: ui-monospace, monospace; font-size: 13px; }
.oc-merchants button[aria-current="true"] { background: #1f2a44; color: #fff; }
.oc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
button[aria-pressed="true"] { background: #067647; border-color: #067647; color: #fff; }
.oc-charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; margin: 8px 0 12px; }
.oc-charts figure { margin: 0; }
.oc-charts figcaption { font-weight: 600; margin-bottom: 4px; }
:focus-visible { outline: 3px solid #3d6bf0; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; color: #e6e9ef; background: #12161f; }
  section, .oc-dialog { background: #1b2130; border-color: #39425a; color: #e6e9ef; }
  th { background: #242b3d; }
  th, td { border-bottom-color: #323a50; }
  button, input, select { background: #12161f; color: #e6e9ef; border-color: #6b7693; }
  button.oc-primary { background: #3d6bf0; border-color: #3d6bf0; color: #fff; }
  button.oc-danger { color: #ff8f87; border-color: #ff8f87; }
  .oc-note { color: #aab3c5; }
  .oc-error, .oc-bad, .oc-del { color: #ff8f87; }
  .oc-ok, .oc-add { color: #6ce0a4; }
  .oc-merchants button[aria-current="true"] { background: #3d6bf0; color: #fff; }
}
`;

export async function opsConsolePlugin(app: FastifyInstance): Promise<void> {
  const scriptFile = fileURLToPath(new URL('./console.js', import.meta.url));
  const html = (reply: FastifyReply) =>
    reply
      .header('Content-Security-Policy', CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(PAGE);
  app.get('/ops', async (_req, reply) => html(reply));
  app.get('/ops/', async (_req, reply) => html(reply));
  app.get('/ops/console.css', async (_req, reply) => reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').type('text/css; charset=utf-8').send(CSS));
  app.get('/ops/console.js', async (_req, reply) => {
    // Bundled by the server build (ops-console.webpack.config.cjs); absent when running from sources (tests).
    if (!existsSync(scriptFile)) return reply.code(404).send({ error: 'not_found', message: 'build the server for the console script' });
    return reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff').type('text/javascript; charset=utf-8').send(readFileSync(scriptFile));
  });
}

/**
 * The ops console at `/ops`: one static page and one script, the React app of fleet/ bundled by webpack
 * (ops-console.webpack.config.cjs → dist/ops-console/console.js), that talks to the ops API with the token the
 * operator types in. The page itself is public and holds nothing; every call it makes carries the bearer
 * token, kept in sessionStorage (never in the URL).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { NO_SNIFF, pageHeaders } from '../plugins/helmet.js';

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
.oc-header { display: flex; flex-wrap: wrap; gap: 6px 12px; justify-content: space-between; align-items: center; padding: 10px 20px; background: #1f2a44; color: #fff; }
.oc-header a { color: #fff; }
.oc-jumps { display: flex; flex-wrap: wrap; gap: 4px 16px; width: 100%; }
[hidden] { display: none !important; }
.oc-header h1 { font-size: 18px; margin: 0; }
.oc-header button { margin-left: 8px; }
.oc-main { max-width: 1200px; margin: 0 auto; padding: 16px 20px 40px; }
/* Merchant codes, versions, credential names and URLs come from other people and may be long and unbroken: they
   break anywhere rather than widen a card, a row or a button past the screen. A table in its own scrolling region
   keeps its words whole and scrolls there instead. */
.oc-main, .oc-dialog { overflow-wrap: anywhere; }
/* Column heads and a row's buttons stay whole: a squeezed table gives its room to the long values instead. */
thead th, td button { overflow-wrap: normal; }
button { max-width: 100%; }
fieldset { min-width: 0; }
section { background: #fff; border: 1px solid #d5d9e0; border-radius: 6px; padding: 12px 16px; margin: 0 0 16px; min-width: 0; }
section section { border: 0; padding: 0; margin: 8px 0; }
h2 { font-size: 16px; margin: 0 0 10px; }
h3 { font-size: 15px; margin: 8px 0; }
/* Positioned: the containing block of what is hidden for the eye (.oc-visually-hidden, absolutely placed), else a
   hidden header at the far end of a wide table escapes the region's clipping and widens the page. */
.oc-scroll { overflow-x: auto; max-width: 100%; overflow-wrap: normal; position: relative; }
.oc-part { border-top: 1px solid #d5d9e0; padding: 4px 0; }
.oc-part > summary { cursor: pointer; padding: 4px 0; }
.oc-part > summary h3 { display: inline; }
.oc-incidents-on { border: 2px solid #b42318; }
.oc-incident-list { padding-left: 18px; margin: 0; }
.oc-incident-list li { margin: 4px 0; }
.oc-badge { display: inline-block; padding: 0 6px; border-radius: 3px; background: #b42318; color: #fff; font-size: 13px; font-weight: 600; }
.oc-ticks { border: 1px solid #d5d9e0; border-radius: 4px; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.oc-plain { list-style: none; margin: 0; padding: 0; }
.oc-once { border: 2px solid #067647; border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.oc-facts { padding-left: 18px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e7ec; vertical-align: top; }
th { font-weight: 600; background: #f0f2f5; }
button { font: inherit; padding: 4px 10px; border: 1px solid #8a94a6; border-radius: 4px; background: #fff; color: #1b1f24; cursor: pointer; }
button.oc-primary { background: #1f4fd1; border-color: #1f4fd1; color: #fff; }
button.oc-danger { border-color: #b42318; color: #b42318; }
button:disabled { opacity: 0.6; cursor: not-allowed; }
input, select, textarea { font: inherit; padding: 4px 6px; border: 1px solid #8a94a6; border-radius: 4px; max-width: 100%; box-sizing: border-box; }
select { text-overflow: ellipsis; }
label { margin-right: 10px; }
.oc-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
.oc-row > * { min-width: 0; }
.oc-error { color: #b42318; font-weight: 600; }
.oc-note { color: #475467; }
.oc-ok { color: #067647; font-weight: 600; }
.oc-bad { color: #b42318; font-weight: 600; }
.oc-warn { color: #935f00; font-weight: 600; }
.oc-diff { font-family: ui-monospace, monospace; font-size: 13px; margin: 0; padding-left: 18px; overflow-wrap: anywhere; }
.oc-del { color: #b42318; }
.oc-add { color: #067647; }
.oc-dialog { max-width: 640px; border: 1px solid #8a94a6; border-radius: 6px; }
.oc-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.oc-link { word-break: break-all; font-family: ui-monospace, monospace; font-size: 13px; }
.oc-logo { width: 32px; height: 32px; vertical-align: middle; margin-left: 6px; }
.oc-brand { border: 0; margin: 0; padding: 0; }
.oc-json { display: block; width: 100%; box-sizing: border-box; font: 13px ui-monospace, monospace; margin-top: 4px; }
.oc-merchants button[aria-current="true"] { background: #1f2a44; color: #fff; }
.oc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
button[aria-pressed="true"] { background: #067647; border-color: #067647; color: #fff; }
.oc-charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 12px; margin: 8px 0 12px; }
.oc-charts figure { margin: 0; }
.oc-charts figcaption { font-weight: 600; margin-bottom: 4px; }
:focus-visible { outline: 3px solid #3d6bf0; outline-offset: 2px; }
/* A phone: narrower margins, and the fleet's merchants as cards (each cell labelled), never a sideways page. */
@media (max-width: 700px) {
  .oc-header { padding: 8px 12px; }
  .oc-main { padding: 12px 8px 32px; }
  section { padding: 10px; }
  .oc-cards, .oc-cards tbody { display: block; }
  .oc-cards thead { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); }
  .oc-cards caption { display: block; text-align: left; }
  .oc-cards tr { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 12px; border: 1px solid #d5d9e0; border-radius: 6px; margin: 0 0 8px; padding: 6px 8px; }
  .oc-cards td, .oc-cards th { border: 0; padding: 2px 0; background: none; min-width: 0; max-width: 100%; box-sizing: border-box; }
  .oc-cards tbody th { flex: 1 1 auto; font-size: 16px; }
  .oc-cards td[data-label], .oc-cards td.oc-wide { flex: 1 1 100%; }
  .oc-cards td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
}
@media (prefers-color-scheme: dark) {
  :root { color-scheme: dark; color: #e6e9ef; background: #12161f; }
  section, .oc-dialog { background: #1b2130; border-color: #39425a; color: #e6e9ef; }
  th { background: #242b3d; }
  th, td { border-bottom-color: #323a50; }
  button, input, select, textarea { background: #12161f; color: #e6e9ef; border-color: #6b7693; }
  button.oc-primary { background: #3d6bf0; border-color: #3d6bf0; color: #fff; }
  button.oc-danger { color: #ff8f87; border-color: #ff8f87; }
  .oc-note { color: #aab3c5; }
  .oc-error, .oc-bad, .oc-del { color: #ff8f87; }
  .oc-ok, .oc-add { color: #6ce0a4; }
  .oc-warn { color: #f5c451; }
  .oc-merchants button[aria-current="true"] { background: #3d6bf0; color: #fff; }
  .oc-part, .oc-ticks, .oc-cards tr { border-color: #39425a; }
  .oc-incidents-on { border-color: #ff8f87; }
}
`;

export async function opsConsolePlugin(app: FastifyInstance): Promise<void> {
  const scriptFile = fileURLToPath(new URL('./console.js', import.meta.url));
  const html = (reply: FastifyReply) => {
    reply.helmet(pageHeaders());
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(PAGE);
  };
  // The page, its style sheet and its script are text, sent as they are.
  const text = { config: { inputError: 'invalid_request' }, schema: { querystring: Type.Object({}), response: { 200: Type.String(), '4xx': Type.Object({ error: Type.String(), message: Type.String() }) } } };
  app.get('/ops', text, async (_req, reply) => html(reply));
  app.get('/ops/', text, async (_req, reply) => html(reply));
  app.get('/ops/console.css', text, async (_req, reply) => {
    reply.helmet(NO_SNIFF);
    return reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(CSS);
  });
  app.get('/ops/console.js', text, async (_req, reply) => {
    // Bundled by the server build (ops-console.webpack.config.cjs); absent when running from sources (tests).
    if (!existsSync(scriptFile)) return reply.code(404).send({ error: 'not_found', message: 'build the server for the console script' });
    reply.helmet(NO_SNIFF);
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(readFileSync(scriptFile));
  });
}

import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os'; import path from 'node:path';
import puppeteer from 'puppeteer-core';
const { ensureReleaseSets, freePort, publishAll, startServer } = await import(path.resolve('scripts/platform.mjs'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const port = await freePort(); const token = randomBytes(16).toString('hex');
const { child, server } = await startServer({ port, dataDir, token, env: { TESSERA_LOG_LEVEL: process.env.LOGLEVEL ?? 'info' }, stdio: ['ignore', 'ignore', 'inherit'] });
const versions = await publishAll({ server, token, log: () => {} });
await ensureReleaseSets({ server, token, versions, log: () => {} });
const ticks = (pid) => { const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (+f[11] + +f[12]) / 100; };
const kinds = () => { const by = {}; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue; const k = (cmd.match(/--type=([a-z-]+)/) || [0, 'browser'])[1] + (cmd.includes('network.mojom') ? '-net' : ''); by[k] = (by[k] ?? 0) + ticks(pid); } catch {} } return by; };
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', `--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup`, `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), 'pc-'))}`] });
const N = 6; const sum = {}; const k0 = kinds(); const s0 = ticks(child.pid);
for (let i = 0; i < N + 1; i++) {
  const c = await browser.createBrowserContext(); const page = await c.newPage(); await page.setViewport({ width: Number(process.env.W ?? 390), height: 844 }); await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.goto(`http://localhost:${port}${process.env.PATHNAME ?? '/'}`, { waitUntil: 'networkidle0' });
  const m = await page.metrics();
  if (i > 0) for (const k of ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ProcessTime']) sum[k] = (sum[k] ?? 0) + (m[k] ?? 0) / N;
  await c.close();
}
const k1 = kinds();
for (const k of Object.keys(k1)) console.log(k, ((k1[k] - (k0[k] ?? 0)) / (N + 1)).toFixed(3));
console.log('server', ((ticks(child.pid) - s0) / (N + 1)).toFixed(3));
for (const [k, v] of Object.entries(sum)) console.log(k, v.toFixed(3));
await browser.close(); child.kill();

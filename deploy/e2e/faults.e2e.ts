/**
 * The fault matrix in Chromium: every remote × 404, 500, hang, garbage JS, throws on import, wrong integrity of its
 * entry and of a chunk; the release set × 404, hang, malformed, unknown version. Faults are injected with request
 * interception (no server file is changed). A case holds when, within a bound, the header is there and the area
 * shows its fallback or its content (no white screen, no hang), and no tampered byte ran. Load timeouts are
 * shortened for this browser through the host's `tessera:timeouts` setting so hangs resolve in seconds. afterAll
 * prints the tally (tried / held) by category. The host's own script, gateway answers and the session:
 * faults-shell.e2e.ts; the answers' schemas: contract.e2e.ts.
 */
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { AREA, areaHeld, type Fault, isFile, openWith as openFaulty, type Outcome, printTally, record, type Remote, releaseSet, respond, serverText, type Session, sri, TAMPER, visitArea } from './faults-support';
import { suiteBrowser } from './support';

let browser: Browser;
const openWith = (fault: Fault, session?: Session) => openFaulty(browser, fault, session);

suiteBrowser((b) => (browser = b));
afterAll(() => printTally());

/** The remote faults: each answers the request it breaks and leaves the rest to the server. */
function remoteFaults(remote: Remote): Record<string, () => Promise<{ fault: Fault; expect: Outcome | 'either' }>> {
  const entry = /^remoteEntry\.js$/;
  const exposeChunk = /^__federation_expose_.*\.js$/;
  /** A release set whose entry integrity for `remote` matches `body`, so the browser really runs it. */
  const signed = async (body: string): Promise<Fault> => {
    const set = await releaseSet();
    const ref = set.remotes[remote]!;
    set.remotes[remote] = { ...ref, integrity: sri(body) };
    return async (req) => {
      if (new URL(req.url()).pathname === '/platform/release/demo.json') return respond(req, 200, JSON.stringify(set), 'application/json');
      if (isFile(req, remote, entry)) return respond(req, 200, body);
      return false;
    };
  };
  const original = async () => {
    const ref = (await releaseSet()).remotes[remote]!;
    return serverText(ref.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js'));
  };
  return {
    // The control: without a fault the area shows its content, so a fallback elsewhere is the fault's doing.
    'no fault': async () => ({ fault: async () => false, expect: 'content' }),
    '404': async () => ({ fault: async (req) => isFile(req, remote, entry) && respond(req, 404, 'not found', 'text/plain'), expect: 'fallback' }),
    // The entry loads; the exposed module's chunk fails.
    '500': async () => ({ fault: async (req) => isFile(req, remote, exposeChunk) && respond(req, 500, 'boom', 'text/plain'), expect: 'fallback' }),
    // Never answered: the request stays pending; the loader's timeout must end the wait.
    hang: async () => ({ fault: async (req) => isFile(req, remote, entry), expect: 'fallback' }),
    'garbage JS': async () => ({ fault: await signed('this is not {{ javascript'), expect: 'fallback' }),
    'throws on import': async () => {
      // The container's exports are read-only getters: replace the global with one whose modules throw.
      const name = JSON.stringify(remote);
      const body = `${await original()}\n;(function(){var c=self[${name}];if(!c)return;self[${name}]={init:function(a,b){return c.init(a,b)},get:function(){return Promise.resolve(function(){throw new Error("fault: throws on import")})}}})();\n`;
      return { fault: await signed(body), expect: 'fallback' };
    },
    'entry integrity': async () => {
      const body = `${await original()}${TAMPER}`;
      return { fault: async (req) => isFile(req, remote, entry) && respond(req, 200, body), expect: 'fallback' };
    },
    'chunk integrity': async () => {
      // The exposed module's own chunk, with code appended: the entry's integrity map must refuse it.
      return {
        fault: async (req) => {
          if (!isFile(req, remote, exposeChunk)) return false;
          const body = `${await serverText(new URL(req.url()).pathname)}${TAMPER}`;
          return respond(req, 200, body);
        },
        expect: 'fallback',
      };
    },
  };
}

describe('security: fault matrix — remotes', () => {
  for (const remote of ['games', 'lottery', 'member', 'agent'] as const) {
    for (const [name, make] of Object.entries(remoteFaults(remote))) {
      it(`${remote} × ${name}: header stays, the area shows its ${name === 'no fault' ? 'content' : 'fallback'} within the bound`, async () => {
        const { fault, expect: expected } = await make();
        const { page } = await openWith(fault, AREA[remote].session);
        let result: { held: boolean; detail: string; outcome?: Outcome };
        try {
          await visitArea(page, remote);
          result = await areaHeld(page, remote);
          if (result.held && expected !== 'either' && result.outcome !== expected) result = { held: false, detail: `showed ${result.outcome}, expected ${expected}` };
        } catch (e) {
          result = { held: false, detail: (e as Error).message };
        } finally {
          await page.browserContext().close();
        }
        record(remote, name, result.held, result.detail);
        expect(result).toMatchObject({ held: true });
      });
    }
  }
});

describe('security: fault matrix — release set', () => {
  const isSet = (req: HTTPRequest) => new URL(req.url()).pathname === '/platform/release/demo.json';
  const cases: Record<string, () => Promise<Fault>> = {
    '404': async () => async (req) => isSet(req) && respond(req, 404, '{"error":"not_found"}', 'application/json'),
    hang: async () => async (req) => isSet(req),
    malformed: async () => async (req) => isSet(req) && respond(req, 200, '{"remotes": "nope", "revision": {}', 'application/json'),
    'unknown version': async () => {
      const set = await releaseSet();
      for (const [name, ref] of Object.entries(set.remotes)) set.remotes[name] = { ...ref, version: '9.9.9', entry: ref.entry.replace(/\/[^/]+\/mf-manifest\.json$/, '/9.9.9/mf-manifest.json') };
      return async (req) => isSet(req) && respond(req, 200, JSON.stringify(set), 'application/json');
    },
  };
  for (const [name, make] of Object.entries(cases)) {
    it(`release set × ${name}: header stays, the lobby area shows its fallback (no spinner forever)`, async () => {
      const { page } = await openWith(await make());
      let result: { held: boolean; detail: string };
      try {
        await visitArea(page, 'games');
        result = await areaHeld(page, 'games');
      } catch (e) {
        result = { held: false, detail: (e as Error).message };
      } finally {
        await page.browserContext().close();
      }
      record('release set', name, result.held, result.detail);
      expect(result).toMatchObject({ held: true });
    });
  }

  it('release set × hang after a good visit: remotes load from the last good set', async () => {
    let hang = false;
    const { page } = await openWith(async (req) => hang && isSet(req));
    let result: { held: boolean; detail: string; outcome?: Outcome };
    try {
      await visitArea(page, 'games');
      const first = await areaHeld(page, 'games');
      if (first.outcome !== 'content') throw new Error(`first visit showed ${first.detail}`);
      const cached = await page.evaluate(() => localStorage.getItem('tessera:release-set:demo'));
      if (!cached) throw new Error('no release set kept after a good visit');
      hang = true;
      await visitArea(page, 'games');
      result = await areaHeld(page, 'games');
      if (result.held && result.outcome !== 'content') result = { held: false, detail: `showed ${result.outcome}, expected the cached set's content` };
    } catch (e) {
      result = { held: false, detail: (e as Error).message };
    } finally {
      await page.browserContext().close();
    }
    record('release set', 'hang (cached)', result.held, result.detail);
    expect(result).toMatchObject({ held: true });
  });
});

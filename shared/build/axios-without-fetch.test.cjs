// Every app builds axios without its fetch adapter (axios-without-fetch.mjs, index.mjs). These checks keep that
// safe: the stand-in has every name axios reads from the adapter it replaces, the replacement really matches the
// file axios imports, and no app or shared source asks axios for the fetch adapter.
const { execFileSync } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host', 'remote-games', 'remote-member', 'remote-agent', 'remote-lottery', 'shared'].map((d) => path.join(ROOT, d, 'src'));
const axiosDir = path.dirname(require.resolve('axios/package.json', { paths: [path.join(ROOT, 'shared')] }));
/** What the ES modules say, read from a child node (jest's loader takes CommonJS here). */
function fromModules(fetchPath, xhrPath) {
  const script = `
    const { AXIOS_FETCH_ADAPTER } = await import(${JSON.stringify(path.join(__dirname, 'index.mjs'))});
    const stub = await import(${JSON.stringify(path.join(__dirname, 'axios-without-fetch.mjs'))});
    const exported = Object.fromEntries(Object.entries(stub).map(([k, v]) => [k, typeof v]));
    console.log(JSON.stringify({
      matchesFetch: AXIOS_FETCH_ADAPTER.test(${JSON.stringify(fetchPath)}),
      matchesXhr: AXIOS_FETCH_ADAPTER.test(${JSON.stringify(xhrPath)}),
      exported,
      getFetch: stub.getFetch({}),
    }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}
const facts = fromModules(path.join(axiosDir, 'lib/adapters/fetch.js'), path.join(axiosDir, 'lib/adapters/xhr.js'));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|mjs|cjs|js)$/.test(e.name) ? [p] : [];
  });
}

test('the replacement matches the adapter file axios imports, and nothing else of axios', () => {
  const adapters = readFileSync(path.join(axiosDir, 'lib/adapters/adapters.js'), 'utf8');
  expect(adapters).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
  expect(facts.matchesFetch).toBe(true);
  expect(facts.matchesXhr).toBe(false);
});

test('the stand-in exports every name axios reads from the fetch adapter, and says it is not supported', () => {
  const adapters = readFileSync(path.join(axiosDir, 'lib/adapters/adapters.js'), 'utf8');
  const used = [...new Set([...adapters.matchAll(/fetchAdapter\.(\w+)/g)].map((m) => m[1]))];
  expect(used.length).toBeGreaterThan(0);
  for (const name of used) expect([name, facts.exported[name]]).toEqual([name, 'function']);
  // axios reads `false` from an adapter's `get` as "not supported by the environment".
  expect(facts.getFetch).toBe(false);
});

test('no app asks axios for its fetch adapter', () => {
  const asking = SOURCE_DIRS.flatMap(sourceFiles).filter((f) => /adapter\s*:\s*\[?[^\n]*['"]fetch['"]|adapters\/fetch/.test(readFileSync(f, 'utf8')));
  expect(asking.map((f) => path.relative(ROOT, f))).toEqual([]);
});

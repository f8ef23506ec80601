// Proves the feature zones of docs/architecture.md#import-rules are enforced by lint: inside an app, a
// feature imports app/, i18n/ and shared, never another feature, centre/ or exposed/.
// ESLint runs in a child process (its flat config needs a dynamic import jest's VM cannot do); one
// process lints every case, since loading the config is the slow part.
const { ruleMessages } = require('./lint-cases.cjs');

/** The feature-zone messages ESLint reports for each [file, code] case. */
const zoneMessages = (cases) => ruleMessages('tessera/feature-zones', cases);

const use = (source) => `import { a } from '${source}';\nexport default a;\n`;

describe('feature zones', () => {
  let results;
  const cases = {
    // Forbidden.
    otherFeature: ['remote-member/src/features/security-center/x.ts', use('../deposit/deposit-slice')],
    otherFeatureDeep: ['remote-member/src/features/security-center/parts/x.tsx', use('../../deposit')],
    otherFeatureByReexport: ['remote-games/src/features/lobby/x.ts', "export * from '../favourites/favourites-slice';\n"],
    otherFeatureDynamic: ['remote-lottery/src/features/menu/x.ts', "export const v = () => import('../favourites/favourites-saga');\n"],
    centre: ['remote-agent/src/features/team-overview/x.ts', use('../../centre/page-registry')],
    exposed: ['remote-agent/src/features/team-overview/x.ts', use('../../exposed/agent-centre')],
    // Allowed.
    ownFeature: ['remote-member/src/features/security-center/parts/x.ts', use('../security-center-slice')],
    app: ['remote-member/src/features/security-center/x.ts', use('../../app/store')],
    i18nAndPackages: ['remote-lottery/src/features/menu/x.ts', "import { NS } from '../../i18n';\nimport { bus } from '@tessera/shared';\nexport default [NS, bus];\n"],
    centreImportsFeatures: ['remote-member/src/centre/page-registry.ts', "export const v = () => import('../features/security-center/security-center');\n"],
    exposedImportsFeatures: ['remote-lottery/src/exposed/x.tsx', use('../features/favourites/use-favourites')],
  };

  beforeAll(() => {
    const names = Object.keys(cases);
    const out = zoneMessages(names.map((n) => cases[n]));
    results = Object.fromEntries(names.map((n, i) => [n, out[i]]));
  }, 60_000);

  it('fails a feature that imports another feature, statically, by re-export or dynamically', () => {
    expect(results.otherFeature).toEqual([expect.stringContaining("Feature 'security-center' may not import feature 'deposit'")]);
    expect(results.otherFeatureDeep).toHaveLength(1);
    expect(results.otherFeatureByReexport).toEqual([expect.stringContaining("feature 'favourites'")]);
    expect(results.otherFeatureDynamic).toEqual([expect.stringContaining("feature 'favourites'")]);
  });

  it('fails a feature that imports centre/ or exposed/', () => {
    expect(results.centre).toEqual([expect.stringContaining('may not import centre/')]);
    expect(results.exposed).toEqual([expect.stringContaining('may not import exposed/')]);
  });

  it('lets a feature import itself, app/, i18n/, shared and packages; lets centre/ and exposed/ import features', () => {
    for (const name of ['ownFeature', 'app', 'i18nAndPackages', 'centreImportsFeatures', 'exposedImportsFeatures']) {
      expect([name, results[name]]).toEqual([name, []]);
    }
  });
});

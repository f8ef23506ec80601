// Proves the zones of docs/architecture.md#import-rules are enforced by lint: inside an app, a feature imports
// common/, i18n/ and shared, never another feature, centre/, app/ or exposed/; common/ imports no layer above it,
// centre/ not app/; only exposed/ (and a test, which may build the app's store) imports app/.
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
    app: ['remote-member/src/features/security-center/x.ts', use('../../app/providers')],
    appDynamic: ['remote-agent/src/features/team-overview/x.ts', "export const v = () => import('../../app/root-saga');\n"],
    appAugmented: ['remote-games/src/features/lobby/x.ts', "declare module '../../app/store' {\n  interface X { a: 1 }\n}\nexport {};\n"],
    centreToApp: ['remote-agent/src/centre/x.ts', use('../app/providers')],
    commonToFeature: ['remote-member/src/common/x.ts', use('../features/deposit/deposit-slice')],
    commonToCentre: ['remote-member/src/common/x.ts', use('../centre/page-registry')],
    commonToApp: ['remote-lottery/src/common/x.ts', use('../app/store')],
    // Allowed.
    ownFeature: ['remote-member/src/features/security-center/parts/x.ts', use('../security-center-slice')],
    common: ['remote-member/src/features/security-center/x.ts', use('../../common/store')],
    testBuildsApp: ['remote-lottery/src/features/menu/x.test.ts', use('../../app/store')],
    centreImportsCommon: ['remote-agent/src/centre/x.ts', use('../common/hooks')],
    exposedImportsApp: ['remote-agent/src/exposed/x.tsx', use('../app/providers')],
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

  it('fails a feature, centre/ or common/ that imports app/, and common/ that imports any layer above it', () => {
    expect(results.app).toEqual([expect.stringContaining('features/ may not import app/')]);
    expect(results.appDynamic).toEqual([expect.stringContaining('features/ may not import app/')]);
    expect(results.appAugmented).toEqual([expect.stringContaining('features/ may not import app/')]);
    expect(results.centreToApp).toEqual([expect.stringContaining('centre/ may not import app/')]);
    expect(results.commonToFeature).toEqual([expect.stringContaining('common/ may not import features/')]);
    expect(results.commonToCentre).toEqual([expect.stringContaining('common/ may not import centre/')]);
    expect(results.commonToApp).toEqual([expect.stringContaining('common/ may not import app/')]);
  });

  it('lets a feature import itself, common/, i18n/, shared and packages; lets centre/ and exposed/ import what is below them', () => {
    for (const name of ['ownFeature', 'common', 'testBuildsApp', 'i18nAndPackages', 'centreImportsFeatures', 'centreImportsCommon', 'exposedImportsFeatures', 'exposedImportsApp']) {
      expect([name, results[name]]).toEqual([name, []]);
    }
  });
});

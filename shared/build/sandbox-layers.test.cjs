// Proves the sandbox's layers of docs/architecture.md#sandbox-layout are enforced by lint: a route file imports
// no other route file (what routes share lives in domain/), other files reach routes/ only through its index,
// and domain/ imports no route, control or plugin. ESLint runs in a child process (its flat config needs a
// dynamic import jest's VM cannot do); one process lints every case. The real tree is the lint stage's: `eslint .`
// runs this rule on deploy/sandbox/src with the others (4 s of linting saved here).
const { ruleMessages } = require('./lint-cases.cjs');

const RULE = 'tessera/sandbox-layers';

const use = (source, name = 'a') => `import { ${name} } from '${source}';\nexport default ${name};\n`;
const src = (file) => `deploy/sandbox/src/${file}`;

describe('sandbox layers', () => {
  let results;
  // The imports the sandbox had before its domain/ layer: each one must be refused.
  const before = {
    agentAccount: [src('routes/agent.ts'), use('./account.js', 'checkField')],
    agentFunds: [src('routes/agent.ts'), use('./funds.js', 'toCents')],
    gamesLottery: [src('routes/games.ts'), use('./lottery.js', 'lotteryLaunch')],
    gamesAccount: [src('routes/games.ts'), use('./account.js', 'openGuest')],
    messagesFunds: [src('routes/messages.ts'), use('./funds.js', 'settleDue')],
    messagesWithdraw: [src('routes/messages.ts'), use('./withdraw.js', 'settleDueWithdrawals')],
    recordsPoints: [src('routes/records.ts'), use('./points.js', 'pointDetails')],
    rewardsUploads: [src('routes/rewards.ts'), use('./uploads.js', 'readImage')],
    sessionAccount: [src('routes/session.ts'), "import { sendCode, type CodeContext } from './account.js';\nexport const a: CodeContext | typeof sendCode = sendCode;\n"],
    uplineFunds: [src('routes/upline.ts'), use('./funds.js', 'toCents')],
    walletFunds: [src('routes/wallet.ts'), use('./funds.js', 'walletBalance')],
    withdrawFunds: [src('routes/withdraw.ts'), use('./funds.js', 'toCents')],
    withdrawUploads: [src('routes/withdraw.ts'), use('./uploads.js', 'readImage')],
    controlPoints: [src('control/routes.ts'), use('../routes/points.js', 'reviewRedeems')],
    controlFunds: [src('control/routes.ts'), use('../routes/funds.js', 'settleDue')],
    pluginContracts: [src('plugin.ts'), use('./routes/contracts.js', 'startSalarySchedule')],
    pluginSession: [src('plugin.ts'), use('./routes/session.js', 'LOGIN_ATTEMPTS_KEPT_MS')],
  };
  const cases = {
    ...before,
    // Forbidden in other shapes.
    reexport: [src('routes/wallet.ts'), "export * from './funds.js';\n"],
    dynamic: [src('routes/wallet.ts'), "export const v = () => import('./funds.js');\n"],
    routeImportsIndex: [src('routes/wallet.ts'), use('./index.js', 'GATEWAY_ROUTES')],
    domainImportsRoute: [src('domain/money.ts'), use('../routes/funds.js', 'x')],
    domainImportsControl: [src('domain/points.ts'), use('../control/routes.js', 'mountControls')],
    // Allowed.
    indexRegisters: [src('routes/index.ts'), use('./funds.js', 'fundsRoutes')],
    routeUsesDomain: [src('routes/wallet.ts'), use('../domain/settlement.js', 'walletBalance')],
    routeUsesRepoAndGateway: [src('routes/wallet.ts'), "import { toAmount } from '../repo/wallets.js';\nimport { defineRoute } from '../gateway/define-route.js';\nexport default [toAmount, defineRoute];\n"],
    pluginMountsIndex: [src('plugin.ts'), use('./routes/index.js', 'GATEWAY_ROUTES')],
    domainUsesDomainAndRepo: [src('domain/codes.ts'), "import { checkMobile } from './field-checks.js';\nimport { SMS_CODE_MINUTES } from '../repo/accounts.js';\nexport default [checkMobile, SMS_CODE_MINUTES];\n"],
    testDrivesRoutes: [src('routes/lottery.test.ts'), use('./records.js', 'recordsRoutes')],
    elsewhere: ['deploy/server/src/routes/x.ts', use('./y.js')],
  };

  beforeAll(() => {
    const names = Object.keys(cases);
    const res = ruleMessages(RULE, names.map((n) => cases[n]));
    results = Object.fromEntries(names.map((n, i) => [n, res[i]]));
  }, 120_000);

  it("refuses every route-to-route import the sandbox had before domain/ (today's code would fail)", () => {
    for (const name of Object.keys(before)) expect([name, results[name]]).toEqual([name, [expect.stringMatching(/may not import route|only through routes\/index\.ts/)]]);
    expect(results.walletFunds).toEqual([expect.stringContaining("Route 'wallet' may not import route 'funds'")]);
    expect(results.pluginContracts).toEqual([expect.stringContaining("'plugin' may import routes/ only through routes/index.ts")]);
  });

  it('refuses a re-export, a dynamic import, a route importing the index, and domain/ importing upwards', () => {
    expect(results.reexport).toHaveLength(1);
    expect(results.dynamic).toHaveLength(1);
    expect(results.routeImportsIndex).toEqual([expect.stringContaining("may not import route 'index'")]);
    expect(results.domainImportsRoute).toEqual([expect.stringContaining("domain/ may not import 'routes/funds'")]);
    expect(results.domainImportsControl).toEqual([expect.stringContaining("domain/ may not import 'control/routes'")]);
  });

  it('lets the index register routes, routes use domain/, repo/ and gateway/, the plugin mount the index, and tests drive routes', () => {
    for (const name of ['indexRegisters', 'routeUsesDomain', 'routeUsesRepoAndGateway', 'pluginMountsIndex', 'domainUsesDomainAndRepo', 'testDrivesRoutes', 'elsewhere']) {
      expect([name, results[name]]).toEqual([name, []]);
    }
  });
});

// Proves `tessera/no-literal-jsx-text` (eslint.config.mjs, docs/product.md#languages): a word a player reads or
// hears, in JSX text or in a readable attribute, must come from t(); text without letters, other attributes, tests
// and the ops console are left alone.
const { ruleMessages } = require('./lint-cases.cjs');

const view = (jsx) => `export const V = ({ t }: { t: (k: string) => string }) => ${jsx};\n`;

describe('no literal JSX text', () => {
  let results;
  const cases = {
    // Forbidden.
    text: ['host/src/features/help/x.tsx', view('<p>Hello there</p>')],
    expression: ['remote-member/src/features/referral/x.tsx', view("<p>{'Invite a friend'}</p>")],
    template: ['remote-agent/src/features/user-loss/x.tsx', view('<p>{`Loss`}</p>')],
    attribute: ['remote-games/src/features/lobby/x.tsx', view('<img alt="Game logo" src="a.png" />')],
    ariaLabel: ['shared/src/ui/x.tsx', view("<button aria-label={'Close'} />")],
    thai: ['remote-lottery/src/features/menu/x.tsx', view('<span>หวย</span>')],
    // Allowed.
    translated: ['host/src/features/help/x.tsx', view("<p title={t('help.title')}>{t('help.body')}</p>")],
    symbols: ['host/src/features/help/x.tsx', view('<p>{"×"} 100 % · 2/3 {"—"}</p>')],
    otherAttribute: ['host/src/features/help/x.tsx', view('<p className="Title" data-testid="Help" />')],
    test: ['host/src/features/help/x.test.tsx', view('<p>Hello there</p>')],
    opsConsole: ['deploy/server/src/ops-console/fleet/x.tsx', view('<p>Releases</p>')],
  };

  beforeAll(() => {
    const names = Object.keys(cases);
    const out = ruleMessages('tessera/no-literal-jsx-text', names.map((n) => cases[n]));
    results = Object.fromEntries(names.map((n, i) => [n, out[i]]));
  }, 60_000);

  it('fails words in JSX text, in a literal expression child and in a readable attribute', () => {
    expect(results.text).toEqual([expect.stringContaining('"Hello there" must be a translation key')]);
    expect(results.expression).toEqual([expect.stringContaining('"Invite a friend"')]);
    expect(results.template).toEqual([expect.stringContaining('"Loss"')]);
    expect(results.attribute).toEqual([expect.stringContaining('"Game logo"')]);
    expect(results.ariaLabel).toEqual([expect.stringContaining('"Close"')]);
    expect(results.thai).toEqual([expect.stringContaining('"หวย"')]);
  });

  it('lets t() calls, text without letters, other attributes, tests and the ops console pass', () => {
    for (const name of ['translated', 'symbols', 'otherAttribute', 'test', 'opsConsole']) {
      expect([name, results[name]]).toEqual([name, []]);
    }
  });
});

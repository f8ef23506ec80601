/** Audit rows as diffs in words, never JSON. */
import { auditLines, plain } from './audit-change.js';

it('shows a credential created and revoked field by field', () => {
  expect(auditLines({ before: null, after: { name: 'ci', scopes: ['release:demo', 'verify'], expiresAt: null } })).toEqual([
    { what: 'name', del: '(none)', add: 'ci' },
    { what: 'scopes', del: '(none)', add: 'release:demo, verify' },
  ]);
  expect(auditLines({ before: { name: 'ci' }, after: null })).toEqual([{ what: 'name', del: 'ci', add: '(none)' }]);
});

it('words nested values and pictures without braces or quotes', () => {
  expect(plain({ remote: 'member', evidence: { rate: 0.5, networks: [1, 2] } })).toBe('remote member; evidence rate 0.5; networks 1, 2');
  expect(plain('<svg viewBox="0 0 1 1"/>')).toBe('SVG, 24 characters');
  for (const v of [plain({ a: { b: 'c' } }), plain([{ x: 1 }])]) expect(v).not.toMatch(/[{}"]/);
});

it('diffs release sets by remote', () => {
  const set = (v: string) => ({ merchant: 'demo', revision: 1, publishedAt: '', host: { version: '1.0.0' }, remotes: { member: { version: v, entry: '', integrity: '' } }, overrides: { allowed: false } });
  expect(auditLines({ before: set('1.0.0'), after: set('1.1.0') })).toEqual([{ what: 'member', del: '1.0.0', add: '1.1.0' }]);
});

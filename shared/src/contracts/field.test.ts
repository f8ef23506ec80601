import { FIELD_ERROR_KEY_RE, deviceClass, flowOutcome, routeGroup } from './field';

it('names a failed flow by its message key and gateway code only', () => {
  expect(flowOutcome('deposit', 'member')).toEqual({ flow: 'deposit', ok: true, app: 'member' });
  expect(flowOutcome('deposit', 'member', { i18nKey: 'errors.business', code: '1034' })).toEqual({ flow: 'deposit', ok: false, error: 'errors.business:1034', app: 'member' });
  // A code that is not a plain token (free text from a gateway) is left out; the key stays.
  expect(flowOutcome('login', 'host', { i18nKey: 'errors.auth', code: 'wrong password for alice' }).error).toBe('errors.auth');
  expect(flowOutcome('login', 'host', {}).error).toBe('errors.unknown');
  expect(FIELD_ERROR_KEY_RE.test('errors.business:1034')).toBe(true);
});

it('groups routes and devices into a few values', () => {
  expect(['/', '/home', '/rng', '/live', '/lottery', '/game', '/register', '/promotions', '/help'].map(routeGroup)).toEqual([
    'home',
    'home',
    'lobby',
    'lobby',
    'lottery',
    'game',
    'account',
    'promotions',
    'other',
  ]);
  expect([deviceClass(390, true), deviceClass(768, true), deviceClass(1024, true), deviceClass(1366, false), deviceClass(800, false)]).toEqual(['phone', 'tablet', 'tablet', 'desktop', 'tablet']);
});

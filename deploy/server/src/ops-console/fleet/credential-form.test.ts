/** The scopes a new credential's ticks make. */
import { scopesOf } from './credential-form.js';

it('makes release:* stand for every merchant, and keeps the rest', () => {
  expect(scopesOf({ releaseAll: false, merchants: ['demo'], apps: ['member'], other: ['verify'] })).toEqual(['release:demo', 'remote:member', 'verify']);
  expect(scopesOf({ releaseAll: true, merchants: ['demo'], apps: [], other: [] })).toEqual(['release:*']);
  expect(scopesOf({ releaseAll: false, merchants: [], apps: [], other: [] })).toEqual([]);
});

/**
 * The ops API's share of the bad-input corpus (security/bad-inputs.test.ts): each request and the status and error
 * it must get. `'$rev'` in a payload stands for the release set's current revision.
 */

export interface OpsCase {
  name: string;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  status?: number;
  error?: string;
}

export const RELEASE = '/ops/merchants/demo/release';
const pin = (body: Record<string, unknown>, name: string, error = 'invalid_release', status = 400): OpsCase => ({
  name: `pin: ${name}`,
  method: 'POST',
  url: `${RELEASE}/pin`,
  payload: { expectedRevision: '$rev', ...body },
  status,
  error,
});
const put = (body: Record<string, unknown>, name: string, error = 'invalid_release', status = 400): OpsCase => ({
  name: `release set: ${name}`,
  method: 'PUT',
  url: RELEASE,
  payload: { expectedRevision: '$rev', ...body },
  status,
  error,
});
export const HOST = { version: '1.0.0' };
export const OPS_CASES: OpsCase[] = [
  put({ host: HOST, remotes: {} , expectedRevision: 0 }, 'a stale revision', 'stale_revision', 409),
  put({ host: HOST, remotes: {}, expectedRevision: -1 }, 'a negative revision'),
  put({ host: HOST, remotes: {}, expectedRevision: 1.5 }, 'a fractional revision'),
  put({ host: HOST, remotes: {}, expectedRevision: '1' }, 'a revision as a string'),
  put({ host: HOST, remotes: {}, expectedRevision: null }, 'a null revision'),
  put({ host: HOST, remotes: {}, expectedRevision: 1e300 }, 'a huge revision', 'stale_revision', 409),
  put({ host: { version: '9.9.9' }, remotes: {} }, 'an unpublished host'),
  put({ host: { version: { $ne: 1 } }, remotes: {} }, 'a host version object'),
  put({ host: '1.0.0', remotes: {} }, 'a host as a string'),
  put({ remotes: {} }, 'no host'),
  put({ host: HOST }, 'no remotes'),
  put({ host: HOST, remotes: 'games@1.0.0' }, 'remotes as a string'),
  put({ host: HOST, remotes: { casino: { version: '1.0.0' } } }, 'an unknown remote'),
  put({ host: HOST, remotes: { __proto__x: { version: '1.0.0' } } }, 'a remote named like a prototype key'),
  put({ host: HOST, remotes: { games: { version: '9.9.9' } } }, 'an unpublished remote version'),
  put({ host: HOST, remotes: { games: { version: '' } } }, 'an empty remote version'),
  put({ host: HOST, remotes: { games: null } }, 'a null remote'),
  put({ host: HOST, remotes: { games: { version: '../../../etc' } } }, 'a version with traversal'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', fallback: { version: '0.0.1' } } } }, 'an unpublished fallback'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: 150 } } } }, 'a canary over 100%'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: '50' } } } }, 'a canary percent string'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: -1 } } } }, 'a negative canary'),
  put({ host: HOST, remotes: {}, overrides: { allowed: 'yes' } }, 'overrides.allowed as a string'),
  { name: 'release set: a merchant with a slash', method: 'PUT', url: '/ops/merchants/demo%2F..%2Fx/release', payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: a 100-character merchant', method: 'PUT', url: `/ops/merchants/${'m'.repeat(100)}/release`, payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: a merchant with quotes', method: 'PUT', url: `/ops/merchants/${encodeURIComponent("demo' OR '1'='1")}/release`, payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: truncated JSON', method: 'PUT', url: RELEASE, payload: '{"expectedRevision":1,"host":', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: a JSON array', method: 'PUT', url: RELEASE, payload: '[]', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: JSON null', method: 'PUT', url: RELEASE, payload: 'null', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: a text/plain body', method: 'PUT', url: RELEASE, payload: 'host=1.0.0', headers: { 'content-type': 'text/plain' } },
  { name: 'release set: no body', method: 'PUT', url: RELEASE, status: 400 },
  { name: 'release set: a body over 1 MiB', method: 'PUT', url: RELEASE, payload: JSON.stringify({ expectedRevision: 1, pad: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' }, status: 413 },
  { name: 'release set: a player token', method: 'PUT', url: RELEASE, payload: { expectedRevision: 1, host: HOST, remotes: {} }, headers: { authorization: 'Bearer player-session-token' }, status: 401 },
  pin({ remote: 'games', version: '1.1.0', expectedRevision: 0 }, 'a stale revision', 'stale_revision', 409),
  pin({ remote: 'games', version: '1.1.0', expectedRevision: 'latest' }, 'a revision word'),
  pin({ remote: 'casino', version: '1.1.0' }, 'an unknown remote'),
  pin({ remote: ['games'], version: '1.1.0' }, 'a remote array'),
  pin({ remote: 'games', version: '7.7.7' }, 'an unpublished version'),
  pin({ remote: 'games', version: 110 }, 'a version number'),
  pin({ remote: 'games' }, 'no version'),
  pin({ remote: 'games', version: '1.1.0', fallback: '0.0.9' }, 'an unpublished fallback'),
  pin({ remote: 'games', version: '1.1.0', fallback: { version: '1.0.0' } }, 'a fallback object'),
  { name: 'pin: an unknown merchant', method: 'POST', url: '/ops/merchants/nobody/release/pin', payload: { expectedRevision: 0, remote: 'games', version: '1.1.0' }, status: 404, error: 'no_release' },
  { name: 'pin: bad JSON', method: 'POST', url: `${RELEASE}/pin`, payload: '{remote: games}', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'pin: JSON null', method: 'POST', url: `${RELEASE}/pin`, payload: 'null', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'rollback: to revision 0', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 0 }, status: 400, error: 'invalid_release' },
  { name: 'rollback: to a revision that does not exist', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 999 }, status: 404, error: 'no_revision' },
  { name: 'rollback: to a fraction', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 1.5 }, status: 400, error: 'invalid_release' },
  { name: 'rollback: to a string', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: '1' }, status: 400, error: 'invalid_release' },
  { name: 'rollback: no target', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev' }, status: 400, error: 'invalid_release' },
  { name: 'rollback: a stale revision', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: 0, toRevision: 1 }, status: 409, error: 'stale_revision' },
  { name: 'rollback: an unknown merchant', method: 'POST', url: '/ops/merchants/nobody/release/rollback', payload: { expectedRevision: 0, toRevision: 1 }, status: 404, error: 'no_revision' },
  { name: 'canary: percent NaN', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'games', version: '1.1.0', percent: 'NaN' }, status: 400, error: 'invalid_release' },
  { name: 'canary: the pinned version', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'games', version: '1.0.0', percent: 10 }, status: 400, error: 'invalid_release' },
  { name: 'canary: a remote without a release', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'lottery', version: '1.0.0', percent: 10 }, status: 400, error: 'invalid_release' },
  { name: 'promote: no canary', method: 'POST', url: `${RELEASE}/promote`, payload: { expectedRevision: '$rev', remote: 'games' }, status: 409, error: 'no_canary' },
  { name: 'overrides: allowed as 1', method: 'POST', url: `${RELEASE}/overrides`, payload: { expectedRevision: '$rev', allowed: 1 }, status: 400, error: 'invalid_release' },
  { name: 'override link: an unknown remote', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'casino', version: '1.0.0' }, status: 400, error: 'invalid_override' },
  { name: 'override link: an unpublished version', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '5.5.5' }, status: 400, error: 'invalid_override' },
  { name: 'override link: a ttl of 10 years', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '1.1.0', ttlSeconds: 315_360_000 }, status: 400, error: 'invalid_override' },
  { name: 'override link: a ttl string', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '1.1.0', ttlSeconds: '3600' }, status: 400, error: 'invalid_override' },
  { name: 'artifacts: an unknown app filter', method: 'GET', url: '/ops/artifacts?app=casino', status: 400, error: 'invalid_app' },
  { name: 'source maps: traversal', method: 'GET', url: '/ops/sourcemaps/games/1.0.0/..%2F..%2F..%2Fregistry.sqlite.map', status: 404, error: 'not_found' },
  { name: 'telemetry report: a window of a year', method: 'GET', url: '/ops/telemetry?since=365d', status: 400, error: 'invalid_window' },
  { name: 'public telemetry: a malformed event', method: 'POST', url: '/platform/telemetry', payload: [{ merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'pwn' }], status: 400, error: 'invalid_telemetry' },
  { name: 'public telemetry: 51 events', method: 'POST', url: '/platform/telemetry', payload: Array(51).fill({ merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'load' }), status: 400, error: 'invalid_telemetry' },
  { name: 'public telemetry: bad JSON', method: 'POST', url: '/platform/telemetry', payload: '[{', headers: { 'content-type': 'application/json' }, status: 400 },
];

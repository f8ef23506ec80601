import { endpoints, type Endpoint } from '../endpoints';
import { MAIN_CHUNK_TABLE, NEWER_TABLE, REAL_CLIENT_PATHS } from './real-client-tables';

/** Every path the endpoint table knows: each entry's own path and the real tables' other names of the same call. */
const tablePaths = new Set(Object.values(endpoints as Record<string, Endpoint>).flatMap((e) => [e.path, ...(e.alsoAt ?? [])]));

describe('the real client\'s API tables against the endpoint table', () => {
  it('lists the 60 distinct paths of the main chunk\'s table (the count the issue measured)', () => {
    expect(new Set(MAIN_CHUNK_TABLE.map((e) => e.path)).size).toBe(60);
    expect(new Set(NEWER_TABLE.map((e) => e.path)).size).toBeGreaterThan(80);
  });

  it('has every path of both tables in the endpoint table', () => {
    expect(REAL_CLIENT_PATHS.filter((p) => !tablePaths.has(p))).toEqual([]);
  });

  it('encrypts every call the real tables encrypt', () => {
    const encrypted = Object.values(endpoints as Record<string, Endpoint>).filter((e) => e.encrypt).flatMap((e) => [e.path, ...(e.alsoAt ?? [])]);
    const realEncrypted = [...MAIN_CHUNK_TABLE, ...NEWER_TABLE].filter((e) => e.encrypt).map((e) => e.path);
    expect(realEncrypted.filter((p) => !encrypted.includes(p))).toEqual([]);
  });
});

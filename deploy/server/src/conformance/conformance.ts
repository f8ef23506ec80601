/**
 * The conformance check (docs/gateway.md#conformance): runs every read-only call of READ_CALLS and, with a test
 * login, the encrypted login, against any gateway URL for a merchant, with the wire the apps use, and checks each
 * answer with the very schemas the apps check them with (shared/src/api/schemas.ts). For each call it says whether
 * the gateway answered it, whether the answer fits and, where it does not, what differs. CLI: `tessera conformance`;
 * ops API: `POST /ops/conformance`.
 */
import { endpoints, type Endpoint, type EndpointName } from '#shared/api/endpoints';
import { answerProblems } from '#shared/api/schemas';
import { DEFAULT_WIRE, type GatewayWire } from '#shared/api/wire';
import { READ_CALLS, type CallContext } from './calls.js';
import { seal } from './seal.js';

export interface ConformanceOptions {
  /** The gateway's origin, e.g. `https://www.example.com` (calls go to its /wps, /lgw and /lotto paths). */
  gatewayUrl: string;
  merchant: string;
  /** A test account: the login is checked and the member calls run with its session. */
  login?: { username: string; password: string };
  language?: string;
  wire?: GatewayWire;
  timeoutMs?: number;
  /** Tests replace the clock; calls ask for the last week's records. */
  now?: number;
}

export interface CallReport {
  call: string;
  method: string;
  path: string;
  /** The gateway knows the call: an answer that is not 404 (or a 404 without `function.not.available`). */
  answered: boolean;
  status: number | null;
  /** null: not run (no login) or failed before an answer could be checked. */
  fits: boolean | null;
  /** What differs from what the apps read, or why the call failed or was skipped. */
  differs: string[];
}

export interface ConformanceReport {
  gatewayUrl: string;
  merchant: string;
  /** Every call run answered and fit. */
  passed: boolean;
  calls: CallReport[];
}

type Answer = { status: number | null; body: unknown; text: string; error?: string };

async function request(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a text answer (the RSA key) or not JSON at all
    }
    return { status: res.status, body, text };
  } catch (e) {
    return { status: null, body: undefined, text: '', error: e instanceof Error ? e.message : String(e) };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** No answer, or a 404: the gateway has no such call (a switched-off feature answers 400 `function.not.available`). */
const unanswered = (a: Answer): boolean => a.status === null || a.status === 404;

/** Checks one answer of `name`: the envelope (or the bare body) and the schema. */
function judge(name: EndpointName, endpoint: Endpoint, a: Answer): Pick<CallReport, 'answered' | 'fits' | 'differs'> {
  if (a.status === null) return { answered: false, fits: null, differs: [`no answer: ${a.error ?? 'unknown error'}`] };
  if (unanswered(a)) {
    const code = isObject(a.body) && typeof a.body.errorCode === 'string' ? ` ${a.body.errorCode}` : '';
    return { answered: false, fits: null, differs: [`HTTP 404${code}: the gateway does not offer this call`] };
  }
  if (endpoint.bare) {
    if (a.status >= 400) return { answered: true, fits: false, differs: [`HTTP ${a.status}`] };
    const problems = answerProblems(name, a.body);
    return { answered: true, fits: problems.length === 0, differs: problems.map((p) => `${p.path || '(answer)'}: ${p.message}`) };
  }
  if (!isObject(a.body) || typeof a.body.success !== 'boolean') return { answered: true, fits: false, differs: [`HTTP ${a.status}: not the {success, value} envelope`] };
  if (!a.body.success) {
    const code = typeof a.body.errorCode === 'string' ? a.body.errorCode : 'no errorCode';
    const message = typeof a.body.message === 'string' ? `: ${a.body.message}` : '';
    return { answered: true, fits: false, differs: [`HTTP ${a.status}, success false, ${code}${message}`] };
  }
  const problems = answerProblems(name, a.body.value);
  return { answered: true, fits: problems.length === 0, differs: problems.map((p) => `value.${p.path}`.replace(/\.$/, '') + `: ${p.message}`) };
}

function queryOf(params: Record<string, string | number | boolean> | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return q ? `?${q}` : '';
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const base = options.gatewayUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/i.test(base)) throw new Error('the gateway URL must be an http(s) origin, e.g. https://www.example.com');
  const wire = options.wire ?? DEFAULT_WIRE;
  const language = options.language ?? 'EN';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const ctx: CallContext = { merchant: options.merchant, language, now: options.now ?? Date.now(), answers: {} };
  const headersFor = (endpoint: Endpoint, token?: string): Record<string, string> => ({
    ...wire.headers,
    merchant: options.merchant,
    language,
    ...(endpoint.modId && wire.moduleHeader ? { [wire.moduleHeader]: endpoint.modId } : {}),
    ...(token && endpoint.token ? { Authorization: token } : {}),
  });
  const pathOf = (name: EndpointName) => wire.paths[name] ?? endpoints[name].path;
  const calls: CallReport[] = [];
  let token: string | undefined;

  if (options.login) {
    const key = await request(`${base}${endpoints.rsaKey.path}?t=${ctx.now}`, { headers: { ...wire.headers, merchant: options.merchant, 'Cache-Control': 'no-cache' } }, timeoutMs);
    const modulus = key.text.trim().replace(/^"|"$/g, '');
    const report: CallReport = { call: 'login', method: 'POST', path: pathOf('login'), answered: false, status: null, fits: null, differs: [] };
    if (key.status !== 200 || !/^[0-9a-f]{64,}$/i.test(modulus)) {
      report.differs.push(`the RSA key (${endpoints.rsaKey.path}) did not come as hex text (HTTP ${key.status ?? 'none'})`);
    } else {
      const sealed = seal({ username: options.login.username, password: options.login.password, captcha: '', type: 'username' }, modulus);
      const a = await request(
        `${base}${report.path}`,
        { method: 'POST', headers: { ...headersFor(endpoints.login), Encryption: sealed.header, 'Content-Type': 'application/json' }, body: JSON.stringify(sealed.body) },
        timeoutMs,
      );
      Object.assign(report, { status: a.status }, judge('login', endpoints.login, a));
      if (report.fits && isObject(a.body) && isObject(a.body.value) && typeof a.body.value.token === 'string') token = a.body.value.token;
    }
    calls.push(report);
  }

  for (const c of READ_CALLS) {
    const endpoint: Endpoint = endpoints[c.name];
    const path = pathOf(c.name);
    if (c.needs === 'member' && !token) {
      calls.push({ call: c.name, method: endpoint.method, path, answered: false, status: null, fits: null, differs: [options.login ? 'skipped: the login failed' : 'skipped: needs --login'] });
      continue;
    }
    const a = await request(`${base}${path}${queryOf(c.request?.(ctx))}`, { method: endpoint.method, headers: headersFor(endpoint, token) }, timeoutMs);
    const verdict = judge(c.name, endpoint, a);
    if (verdict.fits) ctx.answers[c.name] = endpoint.bare ? a.body : isObject(a.body) ? a.body.value : undefined;
    calls.push({ call: c.name, method: endpoint.method, path, status: a.status, ...verdict });
  }

  if (token) {
    // The test login's session ends with the check; what the logout answers does not matter.
    await request(`${base}${pathOf('logout')}`, { method: endpoints.logout.method, headers: headersFor(endpoints.logout, token) }, timeoutMs);
  }
  const run = calls.filter((c) => !c.differs[0]?.startsWith('skipped'));
  return { gatewayUrl: base, merchant: options.merchant, passed: run.length > 0 && run.every((c) => c.answered && c.fits), calls };
}

/** The report as a table: call, answered, shape fits, what differs. */
export function formatReport(report: ConformanceReport): string {
  const yesNo = (v: boolean | null) => (v === null ? '-' : v ? 'yes' : 'NO');
  const width = Math.max(...report.calls.map((c) => c.call.length), 4);
  const lines = [`conformance of ${report.gatewayUrl} for merchant ${report.merchant}`, `${'call'.padEnd(width)}  answered  fits  differs`];
  for (const c of report.calls) {
    const answered = c.status === null && !c.answered ? '-' : `${yesNo(c.answered)} ${c.status ?? ''}`.trim();
    lines.push(`${c.call.padEnd(width)}  ${answered.padEnd(8)}  ${yesNo(c.fits).padEnd(4)}  ${c.differs.join('; ')}`);
  }
  const run = report.calls.filter((c) => !c.differs[0]?.startsWith('skipped'));
  const fit = run.filter((c) => c.answered && c.fits).length;
  lines.push(`${fit} of ${run.length} calls answered and fit${report.calls.length > run.length ? `, ${report.calls.length - run.length} skipped` : ''}: ${report.passed ? 'PASS' : 'FAIL'}`);
  return lines.join('\n');
}

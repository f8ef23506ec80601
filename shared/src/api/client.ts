/**
 * The one API client of the platform (docs/architecture.md#api-client). The host configures it once at boot
 * (merchant, language, token source, what to do on 401); remotes share the same instance because
 * `@tessera/shared` is a federation singleton. It works the same against the sandbox and a real gateway.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Endpoint, EndpointName } from './endpoints';
import { startEndpoints } from './start-endpoints';
import { loadCrypto } from './crypto-loader';
import { ApiError } from './errors';
import { START_SCHEMAS, checkAnswerWith, type ResponseSchemas } from './start-schemas';
import type { EndpointRequest, EndpointResponse, Envelope } from './types';
import { DEFAULT_WIRE, isCallPath, type GatewayWire } from './wire';

export interface ApiConfig {
  /** Origin of the gateway; empty means same origin (the platform server serves or proxies it). */
  baseURL: string;
  merchant: () => string;
  /** Upper-case language code for the `Language` header, e.g. `EN`. */
  language: () => string;
  token: () => string | null;
  /**
   * Called on a 401 that says the session is gone (`login.not.session` and its synonyms): the host clears the
   * session and opens the login popup. Nothing else (503, timeout, a malformed answer) ends a session.
   */
  onUnauthorized: () => void;
  /**
   * Called when a call got no answer at all (network failure, timeout) or a gateway-in-front's 502/503/504: the
   * host then checks whether the platform is reachable and tells the player (docs/product.md#errors).
   */
  onUnreachable: () => void;
  timeoutMs: number;
  /** The merchant's wire (wire.ts): extra headers, module header, other path names. Read on every call. */
  wire: () => GatewayWire;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. `X-Gateway-Version` on free play). */
  headers?: Record<string, string>;
  /**
   * `false`: a 401 on this call does not call `onUnauthorized` (the logout call: a session that is
   * already gone must not pop the login dialog the player is leaving).
   */
  sessionCheck?: boolean;
}

/** Error codes of a 401 that mean "this token is no longer a session" (docs/architecture.md#client-errors). */
const SESSION_GONE = new Set(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN']);

/** Statuses a proxy in front answers with when the gateway behind it is down. */
const UNREACHABLE_STATUS = new Set([502, 503, 504]);

/**
 * The schemas of every answer (schemas.ts), in a chunk of their own: the calls every page starts with are checked
 * with start-schemas.ts, so a first page does not download the schemas of the calls it never makes. Undefined when
 * the chunk could not be loaded (a later call asks again).
 */
function loadAllSchemas(): Promise<ResponseSchemas | undefined> {
  return import(/* webpackChunkName: "answer-schemas" */ './schemas').then(
    (m) => m.RESPONSE_SCHEMAS,
    () => undefined,
  );
}

type Table = Readonly<Partial<Record<EndpointName, Endpoint>>>;
const START_TABLE: Table = startEndpoints;
let fullTable: Promise<Table | undefined> | undefined;

/**
 * The whole endpoint table (endpoints.ts), in the answer schemas' chunk: the calls pages start with are in
 * start-endpoints.ts, so a first page does not download the table of every app's calls. Undefined when the chunk
 * could not be loaded (the next call asks again).
 */
function loadFullTable(): Promise<Table | undefined> {
  return (fullTable ??= import(/* webpackChunkName: "answer-schemas" */ './endpoints').then(
    (m): Table => m.endpoints,
    () => {
      fullTable = undefined;
      return undefined;
    },
  ));
}

/**
 * The path a call goes to: the merchant's wire may name another of the call's names in the real tables (its
 * `alsoAt`), checked here against the call's own entry, so a setting can never send a call anywhere else.
 */
export function pathOf(endpoint: Endpoint, override: string | undefined): string {
  return override !== undefined && isCallPath(endpoint, override) ? override : endpoint.path;
}

export class ApiClient {
  private config: ApiConfig;
  private readonly http: AxiosInstance;

  constructor(config: Partial<ApiConfig> = {}, http: AxiosInstance = axios.create()) {
    this.config = { ...defaultConfig(), ...config };
    this.http = http;
  }

  configure(config: Partial<ApiConfig>): void {
    this.config = { ...this.config, ...config };
  }

  /** The merchant every call goes out for (the host resolves it at boot). */
  merchant(): string {
    return this.config.merchant();
  }

  /**
   * Whether calls go out with a session token. Remotes ask this rather than reading the host's session
   * storage; who is logged in comes from the bus (`bus.last('session:changed')`).
   */
  hasSession(): boolean {
    return Boolean(this.config.token());
  }

  /**
   * Starts loading what calls beyond a page's first ones need (the whole endpoint table and every answer schema,
   * one chunk), so the first such call does not wait for it: the host calls it at the visitor's first touch.
   */
  warmUp(): void {
    void loadFullTable();
    void loadAllSchemas();
  }

  /** Calls an endpoint of the table and returns its unwrapped `value` (or the bare body on /lgw). */
  async call<N extends EndpointName>(name: N, payload?: EndpointRequest<N>, options: CallOptions = {}): Promise<EndpointResponse<N>> {
    const endpoint = START_TABLE[name] ?? (await loadFullTable())?.[name];
    if (!endpoint) throw new ApiError({ kind: 'network', code: 'NO TABLE' });
    const wire = this.config.wire();
    // The real web client's header names, lower-case as captured (docs/gateway.md#headers).
    const headers: Record<string, string> = {
      ...wire.headers,
      merchant: this.config.merchant(),
      language: this.config.language(),
      ...options.headers,
    };
    if (endpoint.modId && wire.moduleHeader) headers[wire.moduleHeader] = endpoint.modId;
    if (endpoint.token) {
      const token = this.config.token();
      if (token) headers.Authorization = token;
      else if (endpoint.token === true) throw new ApiError({ kind: 'unauthorized', code: 'login.not.session' });
    }
    // Asked for as the call goes out, so the schema is there when the answer is.
    const schemas = name in START_SCHEMAS ? START_SCHEMAS : loadAllSchemas();

    const request: AxiosRequestConfig = {
      baseURL: this.config.baseURL,
      url: pathOf(endpoint, wire.paths[name]),
      method: endpoint.method,
      headers,
      timeout: this.config.timeoutMs,
      signal: options.signal,
    };
    const data = (payload ?? undefined) as Record<string, unknown> | undefined;
    if (endpoint.encrypt) {
      const [modulus, crypto] = await Promise.all([this.rsaKey(), this.crypto()]);
      const sealed = crypto.encryptPayload(data ?? {}, modulus);
      headers.Encryption = sealed.header;
      headers['Content-Type'] = 'application/json';
      request.data = sealed.body;
    } else if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      request.params = data;
    } else if (endpoint.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      request.data = new URLSearchParams(Object.entries(data ?? {}).map(([k, v]) => [k, String(v ?? '')])).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      request.data = data ?? {};
    }

    let body: unknown;
    try {
      body = (await this.http.request(request)).data;
    } catch (e) {
      const error = this.toApiError(e, options.sessionCheck !== false);
      if (error.kind === 'network' || error.kind === 'timeout' || UNREACHABLE_STATUS.has(error.status ?? 0)) this.config.onUnreachable();
      throw error;
    }
    if (endpoint.bare) return this.checked(name, body, await schemas);
    const envelope = body as Envelope<unknown> | undefined;
    if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
      throw new ApiError({ kind: 'invalid', code: 'bad_envelope' });
    }
    if (!envelope.success) {
      throw new ApiError({
        kind: 'business',
        code: typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined,
        message: typeof envelope.message === 'string' ? envelope.message : undefined,
        value: envelope.value,
      });
    }
    return this.checked(name, envelope.value, await schemas);
  }

  /**
   * The answer if it has the shape its schema describes, else an `invalid` ApiError (schemas.ts). Without the
   * schemas (their chunk did not load) the answer is not used: a network error, which the calling area offers to retry.
   */
  private checked<N extends EndpointName>(name: N, value: unknown, schemas: ResponseSchemas | undefined): EndpointResponse<N> {
    if (!schemas) throw new ApiError({ kind: 'network', code: 'NO SCHEMAS' });
    const result = checkAnswerWith(schemas, name, value);
    if (result.ok) return result.value;
    // The problem names a field path, never a value: answers may carry personal data.
    console.warn(`[api] ${name}: answer does not match its schema at ${result.problem.path || '(root)'}: ${result.problem.message}`);
    throw new ApiError({ kind: 'invalid', code: 'invalid_answer' });
  }

  /** The encryption chunk (crypto-loader.ts); a failed download is an encryption error like a missing key. */
  private async crypto() {
    try {
      return await loadCrypto();
    } catch {
      throw new ApiError({ kind: 'encryption', code: 'NO CRYPTO' });
    }
  }

  /** The gateway's RSA modulus (hex), fetched fresh for every encrypted call as encrypt.js does. */
  private async rsaKey(): Promise<string> {
    try {
      const res = await this.http.request<string>({
        baseURL: this.config.baseURL,
        url: startEndpoints.rsaKey.path,
        method: 'GET',
        params: { t: Date.now() },
        headers: { ...this.config.wire().headers, 'Cache-Control': 'no-cache', merchant: this.config.merchant() },
        responseType: 'text',
        transformResponse: (d: unknown) => d,
        timeout: this.config.timeoutMs,
      });
      const modulus = String(res.data).trim().replace(/^"|"$/g, '');
      if (!/^[0-9a-fA-F]{64,}$/.test(modulus)) throw new Error('bad key');
      return modulus;
    } catch {
      throw new ApiError({ kind: 'encryption', code: 'NO RSA KEY' });
    }
  }

  private toApiError(e: unknown, sessionCheck: boolean): ApiError {
    if (!(e instanceof AxiosError)) return new ApiError({ kind: 'network', message: String(e) });
    if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return new ApiError({ kind: 'timeout' });
    const res = e.response;
    if (!res) return new ApiError({ kind: 'network' });
    const body = (typeof res.data === 'object' && res.data) || {};
    const { errorCode, message: rawMessage, value, description } = body as Partial<Envelope<unknown>> & { description?: unknown };
    const rawCode = errorCode ?? description;
    const code = typeof rawCode === 'string' ? rawCode : undefined;
    const message = typeof rawMessage === 'string' ? rawMessage : undefined;
    if (res.status === 401 && (code === undefined || SESSION_GONE.has(code))) {
      if (sessionCheck) this.config.onUnauthorized();
      return new ApiError({ kind: 'unauthorized', status: 401, code: code ?? 'login.not.session', message });
    }
    // The gateway answers some business failures with 4xx/5xx and an envelope (docs/gateway.md#errors).
    return new ApiError({ kind: code ? 'business' : 'http', status: res.status, code, message, value });
  }
}

function defaultConfig(): ApiConfig {
  return {
    baseURL: '',
    merchant: () => 'demo',
    language: () => 'EN',
    token: () => null,
    onUnauthorized: () => undefined,
    onUnreachable: () => undefined,
    timeoutMs: 20_000,
    wire: () => DEFAULT_WIRE,
  };
}

/** The platform's shared client. Configured by the host; used by every app. */
export const api = new ApiClient();

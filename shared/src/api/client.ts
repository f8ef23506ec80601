/**
 * The one API client of the platform (architecture §5). The host configures it once at boot
 * (merchant, language, token source, what to do on 401); remotes share the same instance because
 * `@tessera/shared` is a federation singleton. It works the same against the sandbox and a real gateway.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import { encryptPayload } from './crypto';
import { ApiError } from './errors';
import type { Envelope, ReqOf, ResOf } from './types';

export interface ApiConfig {
  /** Origin of the gateway; empty means same origin (the platform server serves or proxies it). */
  baseURL: string;
  merchant: () => string;
  /** Upper-case language code for the `Language` header, e.g. `EN`. */
  language: () => string;
  token: () => string | null;
  /** Called on 401 `login.not.session`: the host clears the session and opens the login popup. */
  onUnauthorized: () => void;
  timeoutMs: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. `X-Gateway-Version` on free play). */
  headers?: Record<string, string>;
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

  /** Calls an endpoint of the table and returns its unwrapped `value` (or the bare body on /lgw). */
  async call<N extends EndpointName>(name: N, payload?: ReqOf<N>, options: CallOptions = {}): Promise<ResOf<N>> {
    const endpoint: Endpoint = endpoints[name];
    const headers: Record<string, string> = {
      Merchant: this.config.merchant(),
      Language: this.config.language(),
      ...options.headers,
    };
    if (endpoint.modId) headers.ModuleId = endpoint.modId;
    if (endpoint.token) {
      const token = this.config.token();
      if (token) headers.Authorization = token;
      else if (endpoint.token === true) throw new ApiError({ kind: 'unauthorized', code: 'login.not.session' });
    }

    const request: AxiosRequestConfig = {
      baseURL: this.config.baseURL,
      url: endpoint.path,
      method: endpoint.method,
      headers,
      timeout: this.config.timeoutMs,
      signal: options.signal,
    };
    const data = (payload ?? undefined) as Record<string, unknown> | undefined;
    if (endpoint.encrypt) {
      const modulus = await this.rsaKey();
      const sealed = encryptPayload(data ?? {}, modulus);
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
      throw this.toApiError(e);
    }
    if (endpoint.bare) return body as ResOf<N>;
    const envelope = body as Envelope<ResOf<N>> | undefined;
    if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
      throw new ApiError({ kind: 'http', code: 'bad_envelope' });
    }
    if (!envelope.success) {
      throw new ApiError({
        kind: 'business',
        code: envelope.errorCode,
        message: envelope.message,
        value: envelope.value,
      });
    }
    return envelope.value;
  }

  /** The gateway's RSA modulus (hex), fetched fresh for every encrypted call as encrypt.js does. */
  private async rsaKey(): Promise<string> {
    try {
      const res = await this.http.request<string>({
        baseURL: this.config.baseURL,
        url: endpoints.rsaKey.path,
        method: 'GET',
        params: { t: Date.now() },
        headers: { 'Cache-Control': 'no-cache', Merchant: this.config.merchant() },
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

  private toApiError(e: unknown): ApiError {
    if (!(e instanceof AxiosError)) return new ApiError({ kind: 'network', message: String(e) });
    if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return new ApiError({ kind: 'timeout' });
    const res = e.response;
    if (!res) return new ApiError({ kind: 'network' });
    const body = (typeof res.data === 'object' && res.data) || {};
    const { errorCode, message, value, description } = body as Partial<Envelope<unknown>> & { description?: string };
    const code = errorCode ?? description;
    if (res.status === 401) {
      this.config.onUnauthorized();
      return new ApiError({ kind: 'unauthorized', status: 401, code: code ?? 'login.not.session', message });
    }
    // The gateway answers some business failures with 4xx/5xx and an envelope (api-contract.md §1.4).
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
    timeoutMs: 20_000,
  };
}

/** The platform's shared client. Configured by the host; used by every app. */
export const api = new ApiClient();

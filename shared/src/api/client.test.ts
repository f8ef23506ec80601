import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiClient, pathOf } from './client';
import { ApiError } from './errors';
import { DEFAULT_WIRE, WireSettingsError, parseGatewayWire } from './wire';
import { endpoints } from './endpoints';
import { PROMOTION_BADGES, PROMOTION_TYPES } from './account-types';
import { RESPONSE_SCHEMAS, SCHEMA_PROMOTION_BADGES, SCHEMA_PROMOTION_TYPES } from './schemas';
import { START_SCHEMAS } from './start-schemas';
import { startEndpoints } from './start-endpoints';

type Handler = (config: AxiosRequestConfig) => { status: number; data: unknown };

const MEMBER = { id: 7, account: 'p1', nickname: 'P One', type: 0 };

function clientWith(handler: Handler, extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  const seen: AxiosRequestConfig[] = [];
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      seen.push(config);
      const { status, data } = handler(config);
      const response = { status, data, statusText: String(status), headers: {}, config } as AxiosResponse;
      if (status >= 400) throw new AxiosError('failed', String(status), config, undefined, response);
      return response;
    },
  });
  const client = new ApiClient({ merchant: () => 'demo', language: () => 'TY', token: () => 'tok123', ...extra }, http);
  return { client, seen };
}

describe('ApiClient', () => {
  it('sends the gateway headers and unwraps the envelope', async () => {
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: MEMBER } }));
    await expect(client.call('memberInfo')).resolves.toEqual(MEMBER);
    const headers = seen[0]!.headers as Record<string, string>;
    // The real web client's wire (a captured call): device, language, merchant, x-gateway-version; no module header.
    expect(headers).toMatchObject({ device: 'web', language: 'TY', merchant: 'demo', 'x-gateway-version': '3', Authorization: 'tok123' });
    expect(Object.keys(headers).filter((k) => /module/i.test(k))).toEqual([]);
    expect(seen[0]!.method).toBe('get');
  });

  it('applies a merchant\'s wire settings: its headers, a module header, another real name of a call', async () => {
    const wire = parseGatewayWire({ headers: { device: 'web', 'x-gateway-version': '3', 'X-Real-UA': 'dGVzdA==' }, moduleHeader: 'ModuleId', paths: { pointBalance: '/wps/relay/MCSFE_getPointBalance' } }, endpoints);
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: { points: 1, ratio: 1, earnedTotal: 1, spentTotal: 0, earnedByDay: [] } } }), { wire: () => wire });
    await client.call('pointBalance');
    expect(seen[0]!.url).toBe('/wps/relay/MCSFE_getPointBalance');
    expect(seen[0]!.headers).toMatchObject({ ModuleId: 'PTSYS3', 'X-Real-UA': 'dGVzdA==', merchant: 'demo' });
  });

  it('refuses wire settings that would take over per-call headers or send a call elsewhere', () => {
    expect(() => parseGatewayWire({ headers: { Authorization: 'x' } }, endpoints)).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ headers: { device: 'web\r\nX-Evil: 1' } }, endpoints)).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ paths: { balance: '/wps/relay/anything' } }, endpoints)).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ moduleHeader: 'merchant' }, endpoints)).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ colour: 'red' }, endpoints)).toThrow(WireSettingsError);
    expect(parseGatewayWire(undefined, endpoints)).toEqual(DEFAULT_WIRE);
  });

  it('does not send a token to token-free endpoints', async () => {
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: 'iVBORw0KGgo=' } }));
    await client.call('captcha');
    expect((seen[0]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('refuses a token endpoint without a session, without calling the gateway', async () => {
    const { client, seen } = clientWith(() => ({ status: 200, data: {} }), { token: () => null });
    await expect(client.call('balance')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(seen).toHaveLength(0);
  });

  it('turns success:false into an ApiError with an i18n key and the failure value', async () => {
    const { client } = clientWith(() => ({ status: 200, data: { success: false, errorCode: 'login.fail', message: 'bad', value: { captcha: true } } }));
    const error = (await client.call('memberInfo').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.i18nKey).toBe('errors.wrongCredentials');
    expect(error.needsCaptcha).toBe(true);
    expect(error.serverMessage).toBe('bad');
  });

  it('calls onUnauthorized on 401 login.not.session', async () => {
    const onUnauthorized = jest.fn();
    const { client } = clientWith(() => ({ status: 401, data: { success: false, errorCode: 'login.not.session' } }), { onUnauthorized });
    await expect(client.call('memberInfo')).rejects.toMatchObject({ kind: 'unauthorized', i18nKey: 'errors.notLoggedIn' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends an optional token when there is one and asks without it otherwise', async () => {
    const withToken = clientWith(() => ({ status: 200, data: { success: true, value: { games: [], totalPages: 0, totalCount: 0 } } }));
    await withToken.client.call('gameList', { clientType: 3, platform: 'flash,html5-desktop', merchant: 'demo', gameType: 'RNG', pageNo: 1, pageSize: 15 });
    expect((withToken.seen[0]!.headers as Record<string, string>).Authorization).toBe('tok123');
    const anonymous = clientWith(() => ({ status: 200, data: { success: true, value: { games: [], totalPages: 0, totalCount: 0 } } }), { token: () => null });
    await anonymous.client.call('gameList', { clientType: 3, platform: 'flash,html5-desktop', merchant: 'demo', gameType: 'RNG', pageNo: 1, pageSize: 15 });
    expect((anonymous.seen[0]!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('maps a missing response to a network error', async () => {
    const http = axios.create({
      adapter: async (config: InternalAxiosRequestConfig) => {
        throw new AxiosError('Network Error', 'ERR_NETWORK', config);
      },
    });
    const client = new ApiClient({}, http);
    await expect(client.call('systemStatus')).rejects.toMatchObject({ kind: 'network', i18nKey: 'errors.network' });
  });

  it('reports a call that got no answer (or a proxy\'s 502/503/504) as unreachable, and nothing else', async () => {
    const onUnreachable = jest.fn();
    const down = new ApiClient(
      { onUnreachable },
      axios.create({
        adapter: async (config: InternalAxiosRequestConfig) => {
          throw new AxiosError('Network Error', 'ERR_NETWORK', config);
        },
      }),
    );
    await expect(down.call('systemStatus')).rejects.toMatchObject({ kind: 'network' });
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    const gatewayDown = clientWith(() => ({ status: 502, data: 'Bad Gateway' }), { onUnreachable });
    await expect(gatewayDown.client.call('systemStatus')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(onUnreachable).toHaveBeenCalledTimes(2);
    const refused = clientWith(() => ({ status: 404, data: { success: false, errorCode: 'function.not.available' } }), { onUnreachable });
    await expect(refused.client.call('systemStatus')).rejects.toMatchObject({ kind: 'business' });
    const wrong = clientWith(() => ({ status: 200, data: { success: false, errorCode: 'login.fail' } }), { onUnreachable });
    await expect(wrong.client.call('systemStatus')).rejects.toMatchObject({ kind: 'business' });
    expect(onUnreachable).toHaveBeenCalledTimes(2);
  });

  it('returns bare lottery answers as they are', async () => {
    const menu = { VN: { gameGroupCode: 'VN', groupName: 'Vietnam', gameMenus: [] } };
    const { client, seen } = clientWith(() => ({ status: 200, data: menu }));
    await expect(client.call('vnGameMenu', { prizeMode: 'LOTT', device: 'WEB' })).resolves.toEqual(menu);
    expect(seen[0]!.params).toEqual({ prizeMode: 'LOTT', device: 'WEB' });
  });

  it('encrypts encrypted endpoints with a fresh RSA key', async () => {
    const modulus = 'c'.repeat(256);
    const { client, seen } = clientWith((config) =>
      config.url === '/wps/session/key/rsa' ? { status: 200, data: modulus } : { status: 200, data: { success: true, value: { token: 't' } } },
    );
    await client.call('login', { username: 'u', password: 'p', type: 'username' });
    expect(seen.map((c) => c.url)).toEqual(['/wps/session/key/rsa', '/wps/session/login']);
    const login = seen[1]!;
    expect((login.headers as Record<string, string>).Encryption).toMatch(/^[0-9a-f]+$/);
    const body = typeof login.data === 'string' ? JSON.parse(login.data) : login.data;
    expect(Object.keys(body)).toEqual(['value']);
    expect(JSON.stringify(body)).not.toContain('"p"');
  });

  it('fails an encrypted call cleanly when the key cannot be fetched', async () => {
    const { client } = clientWith(() => ({ status: 500, data: 'oops' }));
    await expect(client.call('login', { username: 'u', password: 'p', type: 'username' })).rejects.toMatchObject({ kind: 'encryption' });
  });

  it('sends form-encoded bodies where the gateway expects a form', async () => {
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: null } }));
    await client.call('forgotByEmail', { username: 'u1', email: 'a@b.c' });
    expect(seen[0]!.data).toBe('username=u1&email=a%40b.c');
  });
});

describe('security: malformed data — ApiClient answer validation', () => {
  const status = {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1' },
    info: { whitelabel: [], register: {}, customerService: [], resources: [], imageCDNs: ['/cdn'], launchGameCDNs: ['/cdn'] },
  };

  it('passes an answer of the expected shape, keeping fields it does not check', async () => {
    const { client } = clientWith(() => ({ status: 200, data: { success: true, value: { ...MEMBER, extra: 'kept' } } }));
    await expect(client.call('memberInfo')).resolves.toEqual({ ...MEMBER, extra: 'kept' });
  });

  it('turns a maintenance title that is an object into an invalid-answer ApiError with an i18n key', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = { ...status, maintenance: { title: { text: 'x' }, message: 'm' } };
    const { client } = clientWith(() => ({ status: 200, data: { success: true, value: bad } }));
    const error = (await client.call('systemStatus').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid', i18nKey: 'errors.invalidAnswer' });
    expect(warn.mock.calls[0]?.[0]).toContain('maintenance');
    warn.mockRestore();
    const good = clientWith(() => ({ status: 200, data: { success: true, value: status } }));
    await expect(good.client.call('systemStatus')).resolves.toEqual(status);
  });

  it.each([
    ['a member without an id', 'memberInfo', { account: 'p1', nickname: 'n', type: 0 }],
    ['a balance as a string', 'balance', { sumBalance: '12', currency: 'PHP', currencySymbol: 'P', balance: [] }],
    ['a game list of nulls', 'gameList', { games: [null], totalPages: 1, totalCount: 1 }],
    ['a login without a token', 'login', { firstTimeLogin: false }],
    ['NaN where a number belongs', 'memberInfo', { ...MEMBER, id: Number.NaN }],
  ] as const)('refuses %s', async (_label, name, value) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const modulus = 'c'.repeat(256);
    const { client } = clientWith((config) =>
      config.url === '/wps/session/key/rsa' ? { status: 200, data: modulus } : { status: 200, data: { success: true, value } },
    );
    const payload = name === 'login' ? { username: 'u', password: 'p', type: 'username' as const } : undefined;
    await expect(client.call(name, payload as never)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('checks the start calls with the very schemas of the whole table, which loads beside the other calls', () => {
    for (const [name, schema] of Object.entries(START_SCHEMAS)) expect([name, RESPONSE_SCHEMAS[name as keyof typeof RESPONSE_SCHEMAS]]).toEqual([name, schema]);
    expect(Object.keys(RESPONSE_SCHEMAS).length).toBeGreaterThan(Object.keys(START_SCHEMAS).length + 50);
  });

  it('does not hand out an answer it could not check: a schemas chunk that failed to load is a network error', async () => {
    let Client: typeof ApiClient | undefined;
    jest.isolateModules(() => {
      jest.doMock('./schemas', () => {
        throw new Error('chunk failed');
      });
      Client = (jest.requireActual('./client') as { ApiClient: typeof ApiClient }).ApiClient;
    });
    const http = axios.create({
      adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
        ({ status: 200, data: { success: true, value: config.url === endpoints.country.path ? [] : MEMBER }, statusText: '200', headers: {}, config }) as AxiosResponse,
    });
    const client = new Client!({ token: () => 'tok' }, http);
    await expect(client.call('memberInfo')).rejects.toMatchObject({ kind: 'network', code: 'NO SCHEMAS' });
    // The start calls never wait for that chunk.
    await expect(client.call('country')).resolves.toEqual([]);
    jest.dontMock('./schemas');
  });

  it('has the start calls\' endpoints at once, and every call checked at start among them', () => {
    for (const [name, entry] of Object.entries(startEndpoints)) expect([name, endpoints[name as keyof typeof endpoints]]).toEqual([name, entry]);
    for (const name of Object.keys(START_SCHEMAS)) expect([name, name in startEndpoints]).toEqual([name, true]);
    expect(Object.keys(endpoints).length).toBeGreaterThan(Object.keys(startEndpoints).length + 100);
  });

  it('sends another call once the whole table has come, and fails it as a network error when the table cannot come', async () => {
    for (const failing of [false, true]) {
      let Client: typeof ApiClient | undefined;
      jest.isolateModules(() => {
        if (failing)
          jest.doMock('./endpoints', () => {
            throw new Error('chunk failed');
          });
        Client = (jest.requireActual('./client') as { ApiClient: typeof ApiClient }).ApiClient;
      });
      const urls: string[] = [];
      const http = axios.create({
        adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
          urls.push(String(config.url));
          return { status: 200, data: { success: true, value: config.url === startEndpoints.country.path ? [] : 'iVBORw0KGgo=' }, statusText: '200', headers: {}, config } as AxiosResponse;
        },
      });
      const client = new Client!({}, http);
      if (failing) await expect(client.call('captcha')).rejects.toMatchObject({ kind: 'network', code: 'NO TABLE' });
      else await expect(client.call('captcha')).resolves.toBe('iVBORw0KGgo=');
      // A start call never waits for the table.
      await expect(client.call('country')).resolves.toEqual([]);
      expect(urls).toEqual(failing ? [startEndpoints.country.path] : [endpoints.captcha.path, startEndpoints.country.path]);
      jest.dontMock('./endpoints');
    }
  });

  it('sends a call only to one of its own names, whatever the wire says (the browser parses the wire without the table)', () => {
    const wire = parseGatewayWire({ paths: { pointBalance: '/wps/relay/MCSFE_getPointBalance', balance: '/wps/relay/anything' } });
    expect(pathOf(endpoints.pointBalance, wire.paths.pointBalance)).toBe('/wps/relay/MCSFE_getPointBalance');
    expect(pathOf(endpoints.balance, wire.paths.balance)).toBe(endpoints.balance.path);
    expect(pathOf(endpoints.balance, undefined)).toBe(endpoints.balance.path);
    // Without the table the shape is still checked: a path off the gateway or a name that is no name is refused.
    expect(() => parseGatewayWire({ paths: { balance: 'https://evil.example/x' } })).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ paths: { 'bal ance': '/wps/x' } })).toThrow(WireSettingsError);
    expect(() => parseGatewayWire({ paths: { balance: 7 } })).toThrow(WireSettingsError);
  });

  it('refuses a bare lottery answer of the wrong shape and an envelope without a boolean success', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bare = clientWith(() => ({ status: 200, data: { VN: { gameGroupCode: 'VN', gameMenus: 'x' } } }));
    await expect(bare.client.call('vnGameMenu', { prizeMode: 'LOTT', device: 'WEB' })).rejects.toMatchObject({ kind: 'invalid' });
    const html = clientWith(() => ({ status: 200, data: '<html>proxy error</html>' }));
    await expect(html.client.call('memberInfo')).rejects.toMatchObject({ kind: 'invalid', code: 'bad_envelope' });
  });
});

describe('security: session — ApiClient session checks', () => {
  it('ends the session only on a 401 that says so, never on a 503, a timeout or another 401', async () => {
    const onUnauthorized = jest.fn();
    const unavailable = clientWith(() => ({ status: 503, data: 'Service Unavailable' }), { onUnauthorized });
    await expect(unavailable.client.call('memberInfo')).rejects.toMatchObject({ kind: 'http', status: 503 });
    const forbidden = clientWith(() => ({ status: 401, data: { success: false, errorCode: 'ip_blocked' } }), { onUnauthorized });
    await expect(forbidden.client.call('memberInfo')).rejects.toMatchObject({ kind: 'business', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not pop the login dialog for a 401 on a call made with sessionCheck: false (logout)', async () => {
    const onUnauthorized = jest.fn();
    const { client } = clientWith(() => ({ status: 401, data: { success: false, errorCode: 'login.not.session' } }), { onUnauthorized });
    await expect(client.call('logout', undefined, { sessionCheck: false })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('ApiClient identity', () => {
  it('tells the merchant and whether calls carry a session, from the host configuration', () => {
    let token: string | null = null;
    const client = new ApiClient({ merchant: () => 'acme', token: () => token });
    expect(client.merchant()).toBe('acme');
    expect(client.hasSession()).toBe(false);
    token = 'tok';
    expect(client.hasSession()).toBe(true);
  });

  it('keeps the schemas\' copy of the promotion types and badges equal to account-types\'', () => {
    expect(SCHEMA_PROMOTION_TYPES).toEqual(PROMOTION_TYPES);
    expect(SCHEMA_PROMOTION_BADGES).toEqual(PROMOTION_BADGES);
  });
});

import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiClient } from './client';
import { ApiError } from './errors';

type Handler = (config: AxiosRequestConfig) => { status: number; data: unknown };

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
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: { account: 'p1' } } }));
    await expect(client.call('memberInfo')).resolves.toEqual({ account: 'p1' });
    const headers = seen[0]!.headers as Record<string, string>;
    expect(headers.Merchant).toBe('demo');
    expect(headers.Language).toBe('TY');
    expect(headers.ModuleId).toBe('COMM3');
    expect(headers.Authorization).toBe('tok123');
    expect(seen[0]!.method).toBe('get');
  });

  it('does not send a token to token-free endpoints', async () => {
    const { client, seen } = clientWith(() => ({ status: 200, data: { success: true, value: {} } }));
    await client.call('systemStatus');
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
    const withToken = clientWith(() => ({ status: 200, data: { success: true, value: { games: [] } } }));
    await withToken.client.call('gameList', { clientType: 3, platform: 'flash,html5-desktop', merchant: 'demo', gameType: 'RNG', pageNo: 1, pageSize: 15 });
    expect((withToken.seen[0]!.headers as Record<string, string>).Authorization).toBe('tok123');
    const anonymous = clientWith(() => ({ status: 200, data: { success: true, value: { games: [] } } }), { token: () => null });
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

  it('returns bare lottery answers as they are', async () => {
    const menu = { VN: { groupCode: 'VN', groupName: 'Vietnam', gameMenus: [] } };
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

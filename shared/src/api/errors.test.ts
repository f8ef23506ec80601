import { ApiError, isNotOffered, toErrorInfo } from './errors';

describe('toErrorInfo', () => {
  it('keeps what a screen needs of an ApiError, as plain data', () => {
    const info = toErrorInfo(new ApiError({ kind: 'business', code: 'function.not.available', status: 500, message: 'off' }));
    expect(info).toEqual({ kind: 'business', i18nKey: 'errors.notAvailable', code: 'function.not.available', status: 500, message: 'off' });
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
  });

  it('leaves out what the failure did not carry', () => {
    expect(toErrorInfo(new ApiError({ kind: 'network' }))).toEqual({ kind: 'network', i18nKey: 'errors.network' });
  });

  it('turns anything else into an unknown failure', () => {
    expect(toErrorInfo(new Error('boom'))).toEqual({ kind: 'unknown', i18nKey: 'errors.unknown' });
    expect(toErrorInfo('nope')).toEqual({ kind: 'unknown', i18nKey: 'errors.unknown' });
  });
});

describe('a call the gateway does not offer', () => {
  it('is a 404 (with or without a code of ours) or function.not.available, said as "not available on this site"', () => {
    const bare404 = toErrorInfo(new ApiError({ kind: 'http', status: 404 }));
    expect(bare404.i18nKey).toBe('errors.notAvailable');
    expect(isNotOffered(bare404)).toBe(true);
    expect(isNotOffered(toErrorInfo(new ApiError({ kind: 'business', status: 404, code: 'function.not.available' })))).toBe(true);
    expect(isNotOffered(toErrorInfo(new ApiError({ kind: 'business', code: 'function.not.available' })))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isNotOffered(toErrorInfo(new ApiError({ kind: 'network' })))).toBe(false);
    expect(isNotOffered(toErrorInfo(new ApiError({ kind: 'http', status: 500 })))).toBe(false);
    expect(isNotOffered(toErrorInfo(new ApiError({ kind: 'business', status: 200, code: 'login.fail' })))).toBe(false);
    expect(isNotOffered(null)).toBe(false);
  });
});

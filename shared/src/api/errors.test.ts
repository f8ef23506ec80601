import { ApiError, toErrorInfo } from './errors';

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

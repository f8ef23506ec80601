import { api } from './client';
import { fetchVendorLanes } from './vendor-lanes';

const lanes = [{ title: 'RNG', cards: [], gameClassify: [] }];

describe('fetchVendorLanes', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks once for concurrent callers and then serves the session cache', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ data: { lanes } } as never);
    const [a, b] = await Promise.all([fetchVendorLanes(), fetchVendorLanes()]);
    expect(a).toEqual(lanes);
    expect(b).toEqual(lanes);
    await expect(fetchVendorLanes()).resolves.toEqual(lanes);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('goes to the gateway with flush even when cached', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ data: { lanes } } as never);
    await fetchVendorLanes();
    await fetchVendorLanes({ flush: true });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]![1]).toEqual({ platform: 'html5-desktop', flush: true });
  });

  it('does not cache a failure', async () => {
    jest.spyOn(api, 'call').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ data: { lanes } } as never);
    await expect(fetchVendorLanes()).rejects.toThrow('down');
    await expect(fetchVendorLanes()).resolves.toEqual(lanes);
  });
});

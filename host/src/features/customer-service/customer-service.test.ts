import { loadCrypto, type Crypto, type CustomerServiceLink } from '@tessera/shared';
import { openCustomerService, pickServiceLink, serviceUrl } from './customer-service';

let crypto: Crypto;
const seal = (url: string, key = 'Ab3dEf7h') => crypto.desEncrypt(url, key) + key;
let links: CustomerServiceLink[];
beforeAll(async () => {
  crypto = await loadCrypto();
  links = [
    { csType: 'TELEGRAM', path: seal('https://t.me/cs') },
    { csType: 'LIVECHAT', path: seal('https://chat.example.com/demo') },
    { csType: 'VIP', path: seal('https://vip.example.com/demo') },
  ];
});

describe('customer service', () => {
  it('gives VIP service above rank 4, live chat otherwise and to visitors', () => {
    expect(pickServiceLink(links, 5)?.csType).toBe('VIP');
    expect(pickServiceLink(links, 4)?.csType).toBe('LIVECHAT');
    expect(pickServiceLink(links, undefined)?.csType).toBe('LIVECHAT');
    expect(pickServiceLink([], 9)).toBeNull();
  });

  it('decrypts the sealed link and refuses anything but http(s)', async () => {
    expect(await serviceUrl(links[1]!)).toBe('https://chat.example.com/demo');
    expect(await serviceUrl({ csType: 'LIVECHAT', path: seal('javascript:alert(1)') })).toBeNull();
  });

  it('opens the link in a 440x750 popup', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    expect(await openCustomerService(links, 1)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/demo', 'tessera-cs', expect.stringContaining('width=440,height=750'));
    open.mockRestore();
  });
});

import dns from 'node:dns';
import { checkedLookup, isPublicAddress } from '../address-policy';
import { FeedFetchError } from '../feed-fetch-error';

afterEach(() => jest.restoreAllMocks());

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    ['not-an-address', 'not an address'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkedLookup', () => {
  type Answer = [Error | null, unknown, unknown];

  function answerFor(addresses: dns.LookupAddress[]) {
    jest.spyOn(dns, 'lookup').mockImplementation(((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
      callback(null, addresses)) as typeof dns.lookup);
  }

  function lookUp(allowPrivate: boolean, options: dns.LookupOptions): Promise<Answer> {
    return new Promise((resolve) => {
      checkedLookup(allowPrivate)('feeds.board.test', options, (error, address, family) => resolve([error, address, family]));
    });
  }

  it('passes on exactly the public addresses it checked, in the form asked for', async () => {
    const addresses = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ];
    answerFor(addresses);

    expect(await lookUp(false, { all: true })).toEqual([null, addresses, undefined]);
    expect(await lookUp(false, {})).toEqual([null, '93.184.216.34', 4]);
  });

  it('refuses the name when any one of its addresses is private', async () => {
    answerFor([
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:10.1.2.3', family: 6 },
    ]);

    const [error] = await lookUp(false, { all: true });

    expect(error).toBeInstanceOf(FeedFetchError);
    expect(error).toMatchObject({ reason: 'blocked-address' });
    expect(error?.message).toContain('::ffff:10.1.2.3');
  });

  it('lets private addresses through when they are allowed', async () => {
    answerFor([{ address: '127.0.0.1', family: 4 }]);

    expect(await lookUp(true, {})).toEqual([null, '127.0.0.1', 4]);
  });

  it('reports a name without addresses as not found', async () => {
    answerFor([]);

    const [error] = await lookUp(true, { all: true });

    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });
});

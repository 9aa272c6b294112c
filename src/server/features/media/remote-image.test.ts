import { describe, expect, it } from 'vitest';
import { fetchRemoteImage, isAddressAllowed, type RemoteFetchPolicy } from './remote-image';

describe('addresses an image may be fetched from', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:4700::6810:84e5', true],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['::', false],
    ['::ffff:192.168.1.1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::', false],
    ['not an address', false],
  ])('%s -> %s', (address, allowed) => {
    expect(isAddressAllowed(address, false)).toBe(allowed);
  });

  it('allows loopback only when asked (demo mode)', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isAddressAllowed(address, false)).toBe(false);
      expect(isAddressAllowed(address, true)).toBe(true);
    }
    expect(isAddressAllowed('10.0.0.1', true)).toBe(false);
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 private', '172.31.255.255'],
    ['IPv4 link-local', '169.254.0.1'],
    ['IPv4 CGNAT', '100.127.255.254'],
    ['IPv4 "this network"', '0.1.2.3'],
    ['IPv4 documentation', '192.0.2.1'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv4 reserved (240/4)', '240.0.0.1'],
    ['IPv4 IETF protocol assignments', '192.0.0.8'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped private, hex', '::ffff:a00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-mapped unspecified', '::ffff:0.0.0.0'],
    ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
    ['IPv4-compatible loopback, hex', '::7f00:1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['IPv4-compatible public (deprecated form)', '::8.8.8.8'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:7f00:1'],
    ['NAT64 with loopback inside', '64:ff9b::127.0.0.1'],
    ['NAT64 with private inside', '64:ff9b::192.168.1.1'],
    ['NAT64 with metadata inside', '64:ff9b::a9fe:a9fe'],
    ['NAT64 local-use prefix', '64:ff9b:1::808:808'],
    ['6to4 with public inside', '2002:808:808::1'],
    ['6to4 with loopback inside', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, long form', '0:0:0:0:0:0:0:1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['IPv6 unique-local', 'fc00::1'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 discard prefix', '100::1'],
    ['IPv6 outside global unicast', '4000::1'],
    ['IPv6 low unassigned', '::2'],
  ])('refuses %s (%s) even when loopback is allowed', (_name, address) => {
    expect(isAddressAllowed(address, false)).toBe(false);
    if (!['127.0.0.1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::1', '0:0:0:0:0:0:0:1'].includes(address)) {
      expect(isAddressAllowed(address, true)).toBe(false);
    }
  });

  it.each([
    ['IPv4 public', '8.8.8.8'],
    ['IPv4-mapped public, hex', '::ffff:808:808'],
    ['NAT64 with public inside', '64:ff9b::8.8.8.8'],
    ['IPv6 global unicast', '2a00:1450:4001:82a::200e'],
  ])('allows %s (%s)', (_name, address) => {
    expect(isAddressAllowed(address, false)).toBe(true);
  });
});

describe('image addresses refused before any connection', () => {
  const policy: RemoteFetchPolicy = {
    allowLoopback: false,
    maxBytes: 1000,
    timeoutMs: 2000,
    maxRedirects: 0,
  };

  it.each([
    'http://[::127.0.0.1]/x.png',
    'http://[::7f00:1]/x.png',
    'http://[::ffff:127.0.0.1]/x.png',
    'http://[::ffff:7f00:1]/x.png',
    'http://[64:ff9b::10.0.0.1]/x.png',
    'http://[2002:7f00:1::1]/x.png',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x.png',
    'http://[::]/x.png',
    'http://[::1]/x.png',
    'http://[fe80::1]/x.png',
    'http://[fd00::1]/x.png',
    'http://0.0.0.0/x.png',
    'http://127.1/x.png',
    'http://0x7f000001/x.png',
    'http://2130706433/x.png',
    'http://0177.0.0.1/x.png',
    'http://127.0.0.1./x.png',
    'http://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/x.png',
  ])('%s', async (url) => {
    await expect(fetchRemoteImage(url, policy)).rejects.toMatchObject({ code: 'URL_NOT_ALLOWED' });
  });
});

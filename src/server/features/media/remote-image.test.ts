import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './remote-image';

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
});

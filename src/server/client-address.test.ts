import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './client-address';

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', null)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, null)).toBe('203.0.113.9');
  });

  it('answers the same for a peer seen before, for a peer it cannot read, and after many peers', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(clientAddress('::ffff:198.51.100.4', undefined, null)).toBe('198.51.100.4');
      expect(clientAddress('not-an-ip', undefined, null)).toBe('not-an-ip');
      expect(clientAddress(undefined, undefined, null)).toBeUndefined();
    }
    for (let i = 0; i < 10_050; i += 1) {
      const peer = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      expect(clientAddress(`::ffff:${peer}`, undefined, null)).toBe(peer);
    }
    expect(clientAddress('::ffff:198.51.100.4', undefined, null)).toBe('198.51.100.4');
  });

  it('takes the entry the given number of hops away', () => {
    const oneHop = parseTrustProxy('1');
    expect(clientAddress('10.0.0.2', '198.51.100.1', oneHop)).toBe('198.51.100.1');
    // A client-sent entry in front of the proxy's own cannot move the choice.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', oneHop)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.3', parseTrustProxy('2'))).toBe(
      '198.51.100.1',
    );
    // Entries written another way are the same client.
    expect(clientAddress('::ffff:10.0.0.2', '::ffff:198.51.100.1', oneHop)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', '2001:DB8:0:0::7', oneHop)).toBe('2001:db8::7');
    // An entry that is no address falls back to the peer, however long it is.
    expect(clientAddress('10.0.0.2', 'x'.repeat(200), oneHop)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'not-an-ip', oneHop)).toBe('10.0.0.2');
    // Fewer entries than hops: the leftmost is the best there is.
    expect(clientAddress('10.0.0.2', '198.51.100.1', parseTrustProxy('3'))).toBe('198.51.100.1');
  });

  it('skips trusted ranges from the right and stops at the first address it does not trust', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', ranges)).toBe('198.51.100.1');
    expect(clientAddress('fd00::1', '2001:db8::7', ranges)).toBe('2001:db8::7');
    // The peer itself is not a trusted proxy: its headers mean nothing.
    expect(clientAddress('203.0.113.9', '198.51.100.1', ranges)).toBe('203.0.113.9');
    // Garbage in the header stops the walk at the last address that was vouched for.
    expect(clientAddress('10.0.0.2', 'not-an-ip, 198.51.100.1', ranges)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.2', 'not-an-ip', ranges)).toBe('10.0.0.2');
  });

  it('refuses settings that are neither a hop count nor ranges', () => {
    expect(() => parseTrustProxy('0')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not an address/);
    expect(() => parseTrustProxy('proxy.local')).toThrow(/not an address/);
    expect(parseTrustProxy('')).toBeNull();
  });
});

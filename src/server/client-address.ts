import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { keptByKey } from './kept-by-key';

/**
 * Which proxies in front of the server may say who the client is (`TRUST_PROXY`): a number of
 * hops (each appends one address to X-Forwarded-For), or the proxies' address ranges.
 */
export type TrustProxy = { hops: number } | { ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> } | null;

/** Reads `TRUST_PROXY`; throws with a readable message when it is neither a hop count nor CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('must be a hop count from 1 to 10, or a list of CIDR ranges');
    return { hops };
  }
  const ranges = text.split(',').map((part) => {
    const entry = part.trim();
    try {
      return entry.includes('/') ? ipaddr.parseCIDR(entry) : cidrOfAddress(entry);
    } catch {
      throw new Error(`"${entry}" is not an address or CIDR range`);
    }
  });
  return { ranges };
}

function cidrOfAddress(address: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const parsed = ipaddr.parse(address);
  return [parsed, parsed.kind() === 'ipv4' ? 32 : 128];
}

/** An address as one key: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address it carries. */
function normalized(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * `normalized` as text. A dotted IPv4 address as Node's `isIPv4` accepts it is already that text.
 * Any other is kept once read: a server hears the same few peers (a proxy, a client's keep-alive
 * sockets as `::ffff:` addresses) on every request, and parsing one costs more than the rest of
 * the lookup.
 */
const normalizedTexts = keptByKey<string | null>(10_000, 64);
function normalizedText(address: string): string | null {
  if (isIPv4(address)) return address;
  return normalizedTexts(address, () => normalized(address)?.toString() ?? null);
}

function inRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>) {
  return ranges.some(
    ([range, bits]) => address.kind() === range.kind() && address.match([range, bits] as never),
  );
}

/** What a client's address is read from: a request's headers and its socket's peer. */
export type AddressSource = {
  header(name: string): string | undefined;
  socket(): string | undefined;
};

/**
 * The client's address for rate limits and session records. Without a trusted proxy it is the
 * socket's peer, whatever headers say. With one, X-Forwarded-For is read from the right: each
 * trusted hop's entry is skipped, and the first entry a trusted proxy vouches for is the client.
 */
export function clientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
) {
  const peer = socket ? normalizedText(socket) : null;
  if (!trust || !peer || !forwardedFor) return peer ?? socket;
  const chain = [...forwardedFor.split(',').map((entry) => entry.trim()), peer];
  if ('hops' in trust) return normalizedText(chain[Math.max(0, chain.length - 1 - trust.hops)] ?? '') ?? peer;
  let client = normalized(peer) as ipaddr.IPv4 | ipaddr.IPv6;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const hop = normalized(chain[i] ?? '');
    if (!hop) break;
    client = hop;
    if (!inRanges(hop, trust.ranges)) break;
  }
  return client.toString();
}

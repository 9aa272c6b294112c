import { lookup as dnsLookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors';

export type RemoteFetchPolicy = {
  /** Demo mode only: lets tests and local setups serve images from this machine. */
  allowLoopback: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Only public unicast addresses (plus loopback when allowed). Refused: private, loopback,
 * link-local (cloud metadata), CGNAT, multicast and reserved v4; unspecified, link-local,
 * unique-local, multicast and every v6 outside 2000::/3, which includes the IPv4-compatible
 * ::a.b.c.d forms; 6to4 and Teredo, whose relays reach addresses we cannot judge. Where a v6
 * address really leads to the v4 address inside it (IPv4-mapped, NAT64), that v4 address decides.
 */
export function isAddressAllowed(address: string, allowLoopback: boolean): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return parsed instanceof ipaddr.IPv4
    ? isV4Allowed(parsed, allowLoopback)
    : isV6Allowed(parsed, allowLoopback);
}

/**
 * Only the strict textual forms Node itself connects to. ipaddr.js reads `::a.b.c.d` as
 * IPv4-mapped (and accepts octal or hex parts), so an IPv6 address is first rewritten in plain hex
 * by the WHATWG host parser, which keeps an IPv4-compatible address what it is. A zone id only
 * matters for link-local addresses, which are refused anyway.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (isIP(address) === 4) return ipaddr.IPv4.parse(address);
  const [bare = ''] = address.split('%');
  if (isIP(bare) !== 6) return null;
  return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
}

function isV4Allowed(address: ipaddr.IPv4, allowLoopback: boolean): boolean {
  const range = address.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

function isV6Allowed(address: ipaddr.IPv6, allowLoopback: boolean): boolean {
  // A dual-stack socket connects to the mapped v4 address itself, loopback included.
  if (address.isIPv4MappedAddress()) return isV4Allowed(address.toIPv4Address(), allowLoopback);
  // A NAT64 gateway connects to the v4 address inside, never to this machine's loopback.
  if (address.match(NAT64_WELL_KNOWN)) return isV4Allowed(embeddedV4(address), false);
  const range = address.range();
  if (range === 'loopback') return allowLoopback;
  return range === 'unicast' && address.match(GLOBAL_UNICAST_V6);
}

function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 {
  return ipaddr.fromByteArray(address.toByteArray().slice(12)) as ipaddr.IPv4;
}

class AddressRefused extends Error {}

/**
 * Resolves every address of the host and refuses the connection if any is not allowed. Used as
 * the socket's lookup, so the checked address is the one connected to (no DNS rebinding window).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !isAddressAllowed(a.address, allowLoopback))) {
        return callback(new AddressRefused(hostname), '', 0);
      }
      if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      const first = addresses[0] as { address: string; family: number };
      return callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, policy: RemoteFetchPolicy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('URL_NOT_ALLOWED');
  if (url.username || url.password) throw new AppError('URL_NOT_ALLOWED');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an IP literal without a lookup, so it is judged here.
  if (isIP(host) && !isAddressAllowed(host, policy.allowLoopback)) throw new AppError('URL_NOT_ALLOWED');
}

function request(url: URL, policy: RemoteFetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      signal,
      lookup: guardedLookup(policy.allowLoopback),
      headers: { accept: 'image/*', 'user-agent': 'Someday image fetcher' },
    });
    req.once('response', resolve);
    req.once('error', reject);
  });
}

async function readLimited(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      res.destroy();
      throw new AppError('FILE_TOO_LARGE');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function fetchBytes(start: URL, policy: RemoteFetchPolicy, signal: AbortSignal): Promise<Buffer> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkUrl(url, policy);
    const res = await request(url, policy, signal);
    const status = res.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      res.resume();
      const location = res.headers.location;
      if (!location || hop >= policy.maxRedirects) {
        throw new AppError('IMAGE_FETCH_FAILED', 'The address redirects too often.');
      }
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new AppError('IMAGE_FETCH_FAILED', `The address answered ${status}.`);
    }
    if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) {
      res.destroy();
      throw new AppError('FILE_TOO_LARGE');
    }
    return readLimited(res, policy.maxBytes);
  }
}

/**
 * Fetches an image server-side for "image by URL": http(s) only, every redirect hop checked
 * against the address policy, the size capped while streaming, the whole exchange time-boxed.
 */
export async function fetchRemoteImage(address: string, policy: RemoteFetchPolicy): Promise<Buffer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    return await fetchBytes(new URL(address), policy, signal);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof AddressRefused || (error as { cause?: unknown }).cause instanceof AddressRefused) {
      throw new AppError('URL_NOT_ALLOWED');
    }
    if (signal.aborted) throw new AppError('IMAGE_FETCH_FAILED', 'The address took too long to answer.');
    throw new AppError('IMAGE_FETCH_FAILED');
  }
}

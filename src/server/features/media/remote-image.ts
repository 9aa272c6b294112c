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

/**
 * Only globally routable unicast addresses (plus loopback when allowed): private, link-local
 * (cloud metadata), unique-local, CGNAT, multicast, reserved and the v6 ranges that embed a v4
 * address (6to4, Teredo, NAT64) are refused. IPv4-mapped v6 is judged as the v4 address it is.
 */
export function isAddressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
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

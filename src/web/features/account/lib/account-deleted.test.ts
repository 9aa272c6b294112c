import { apiGet, areApiRequestsBlocked, blockApiRequests } from '@web/lib/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DELETED_AT_KEY,
  ACCOUNT_DELETED_KEY,
  accountDeletedGate,
  applyAccountDeletedGate,
  clearAccountDeletedMarker,
  createAccountDeletedHandler,
  EMERGENCY_EXIT_KEY,
  hasAccountDeletedMarker,
} from './account-deleted';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** document.cookie as a browser treats it: one cookie per write, removed by max-age=0 or a past expiry. */
function cookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some(
        (attribute) => attribute === 'max-age=0' || attribute.startsWith('expires=Thu, 01 Jan 1970'),
      );
      if (expired) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

let local: MemoryStorage;
let session: MemoryStorage;
let documentStub: ReturnType<typeof cookieJar>;
let beacons: { url: string; body: Blob }[];
let replaced: string[];

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  documentStub = cookieJar();
  beacons = [];
  replaced = [];
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('document', documentStub);
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  vi.stubGlobal('window', {
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  blockApiRequests(false);
});

const location = (href: string) => {
  const url = new URL(href);
  return { href: url.href, search: url.search } as Location;
};

describe('the account-deleted handler', () => {
  it('sends force-logout, blocks requests, clears every state but the marker and opens /account-deleted', async () => {
    local.setItem('someday-language', 'th');
    session.setItem('draft', 'x');
    const clearQueryCache = vi.fn();
    const navigate = vi.fn();
    createAccountDeletedHandler({ clearQueryCache, navigate })();

    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/api/system/force-logout');
    expect(beacons[0]?.body.type).toBe('application/json');
    expect(await beacons[0]?.body.text()).toBe('{}');

    expect(areApiRequestsBlocked()).toBe(true);
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow(
      '401: Account deleted - blocking further requests',
    );
    expect(clearQueryCache).toHaveBeenCalledOnce();
    expect(local.getItem('someday-language')).toBeNull();
    expect(session.length).toBe(0);
    expect(local.getItem(ACCOUNT_DELETED_KEY)).toBe('1');
    expect(Number(local.getItem(ACCOUNT_DELETED_AT_KEY))).toBeGreaterThan(0);
    expect(documentStub.writes).toContain('account_deleted=1; max-age=300; path=/; SameSite=Lax');
    expect(navigate).toHaveBeenCalledWith('/account-deleted');
  });

  it('falls back to a keepalive fetch without beacons', () => {
    vi.stubGlobal('navigator', {});
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    createAccountDeletedHandler({ clearQueryCache: vi.fn(), navigate: vi.fn() })();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/system/force-logout',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'include', body: '{}' }),
    );
  });
});

describe('the start-up gate', () => {
  it('lets the app start normally without a marker', () => {
    expect(accountDeletedGate('')).toBe('normal');
    expect(applyAccountDeletedGate(location('https://someday.test/dashboard'))).toBe(false);
    expect(beacons).toHaveLength(0);
  });

  it('shows only the account-deleted page while the local marker is set', () => {
    local.setItem(ACCOUNT_DELETED_KEY, '1');
    expect(applyAccountDeletedGate(location('https://someday.test/dashboard'))).toBe(true);
    expect(hasAccountDeletedMarker()).toBe(true);
  });

  it('falls back to the cookie when storage was lost', () => {
    documentStub.cookie = 'account_deleted=1; max-age=300; path=/; SameSite=Lax';
    expect(accountDeletedGate('')).toBe('deleted-only');
    expect(applyAccountDeletedGate(location('https://someday.test/'))).toBe(true);
  });

  it('lets the user out with ?exit_deleted=1: storage and cookies cleared, force-logout sent, query removed', () => {
    local.setItem(ACCOUNT_DELETED_KEY, '1');
    local.setItem('other', 'x');
    session.setItem('other', 'x');
    documentStub.cookie = 'account_deleted=1; max-age=300; path=/; SameSite=Lax';
    documentStub.cookie = 'theme=dark; path=/';
    expect(applyAccountDeletedGate(location('https://someday.test/goals?exit_deleted=1&tab=2'))).toBe(false);
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    expect(documentStub.jar.size).toBe(0);
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/system/force-logout']);
    expect(replaced).toEqual(['/goals?tab=2']);
    expect(hasAccountDeletedMarker()).toBe(false);
  });

  it('lets the user out with the EMERGENCY_EXIT_OVERRIDE marker', () => {
    local.setItem(ACCOUNT_DELETED_KEY, '1');
    local.setItem(EMERGENCY_EXIT_KEY, '1');
    expect(accountDeletedGate('')).toBe('emergency-exit');
    expect(applyAccountDeletedGate(location('https://someday.test/'))).toBe(false);
    expect(local.length).toBe(0);
    expect(beacons).toHaveLength(1);
    expect(replaced).toEqual([]);
  });

  it('ignores an override when there is no marker', () => {
    local.setItem(EMERGENCY_EXIT_KEY, '1');
    expect(accountDeletedGate('?exit_deleted=1')).toBe('normal');
    expect(applyAccountDeletedGate(location('https://someday.test/?exit_deleted=1'))).toBe(false);
    expect(beacons).toHaveLength(0);
  });

  it('is lifted by clearing the marker and its cookie', () => {
    local.setItem(ACCOUNT_DELETED_KEY, '1');
    documentStub.cookie = 'account_deleted=1; max-age=300; path=/; SameSite=Lax';
    clearAccountDeletedMarker();
    expect(hasAccountDeletedMarker()).toBe(false);
  });
});

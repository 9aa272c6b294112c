import type { TestApp } from './test-app';
import { BASE_URL, randomIp, TEST_IP_HEADER } from './test-app';

type Body = Record<string, unknown> | undefined;

/**
 * A browser-like client for the in-process app: keeps cookies, sends our Origin on writes and a
 * fixed client address, so sessions and rate limits behave as for one real visitor.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly testApp: TestApp,
    readonly ip: string = randomIp(),
  ) {}

  /** The Cookie header this client sends, for requests made some other way (a real socket). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: { method?: string; body?: Body; headers?: Record<string, string> } = {}) {
    const method = init.method ?? (init.body ? 'POST' : 'GET');
    const headers: Record<string, string> = { [TEST_IP_HEADER]: this.ip, ...init.headers };
    if (method !== 'GET') headers.origin ??= BASE_URL;
    if (init.body) headers['content-type'] = 'application/json';
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await this.testApp.app.request(new URL(path, BASE_URL).toString(), {
      method,
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    this.storeCookies(res);
    return res;
  }

  /** Any body (multipart, a stream, raw bytes) with this client's cookies, address and Origin. */
  async send(path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) {
    const method = init.method ?? (init.body ? 'POST' : 'GET');
    const headers: Record<string, string> = { [TEST_IP_HEADER]: this.ip, ...init.headers };
    if (method !== 'GET') headers.origin ??= BASE_URL;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const res = await this.testApp.app.request(new URL(path, BASE_URL).toString(), {
      ...init,
      method,
      headers,
    });
    this.storeCookies(res);
    return res;
  }

  /** POST /api/media with `bytes` as the multipart field `file`. */
  async upload(bytes: Uint8Array, filename = 'photo.jpg', type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)], { type }), filename);
    const res = await this.send('/api/media', { method: 'POST', body: form });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown>, res };
  }

  /** Waits for the work the app does after answering (mail), as a person waits for their inbox. */
  settled() {
    return this.testApp.tasks.idle();
  }

  async json<T = Record<string, unknown>>(path: string, init: Parameters<TestClient['request']>[1] = {}) {
    const res = await this.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }

  private storeCookies(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      const joined = value.join('=');
      if (expired || joined === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), joined);
    }
  }
}

/** The newest mail to an address in the demo outbox, read through the public mailbox API. */
export async function latestMail(client: TestClient, to: string) {
  await client.settled();
  const { body } = await client.json<{ messages: { subject: string; text: string; links: string[] }[] }>(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  );
  const message = body.messages[0];
  if (!message) throw new Error(`no mail for ${to}`);
  return message;
}

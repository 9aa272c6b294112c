/** The only answer that needs other sessions' tokens: they are the handles for revoking one. */
const KEEPS_TOKENS = new Set(['/list-sessions']);

const SIGN_UP_USER_FIELDS = ['id', 'email', 'name', 'image', 'emailVerified', 'createdAt', 'updatedAt'];

function pick(record: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
}

/**
 * Rewrites better-auth's JSON answers where they say more than the client needs:
 * - the raw session token (sign-in, verify, get-session): the HttpOnly cookie already carries it,
 *   and a script that can read the page should not be able to read it;
 * - sign-up's user: an existing address gets a made-up user whose extra fields (role, locale)
 *   differ from a real new one's, so only the fields both share are sent.
 */
export async function withoutSecrets(path: string, res: Response): Promise<Response> {
  if (KEEPS_TOKENS.has(path)) return res;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    delete record.token;
    const session = record.session as Record<string, unknown> | null | undefined;
    if (session && typeof session === 'object') delete session.token;
    if (path === '/sign-up/email' && record.user && typeof record.user === 'object') {
      record.user = pick(record.user as Record<string, unknown>, SIGN_UP_USER_FIELDS);
    }
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}

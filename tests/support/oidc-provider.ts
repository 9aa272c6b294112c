import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';
import { BASE_URL } from './test-app';

/** What the provider says about the person signing in (claims of the userinfo answer). */
export type OidcAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
};

type Payload = Record<string, unknown> & { uid?: string; grantId?: string; consumed?: number };

export const OIDC_CLIENT_ID = 'someday-test';
export const OIDC_REDIRECT_URI = `${BASE_URL}/api/auth/callback/oidc`;

/** The provider's storage for its grants, codes, tokens and sessions, kept in memory for one test file. */
function memoryAdapter() {
  const store = new Map<string, Payload>();
  const sessionsByUid = new Map<string, string>();
  return (model: string) => ({
    async upsert(id: string, payload: Payload) {
      store.set(`${model}:${id}`, payload);
      if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
    },
    async find(id: string) {
      return store.get(`${model}:${id}`);
    },
    async findByUid(uid: string) {
      const id = sessionsByUid.get(uid);
      return id ? store.get(`${model}:${id}`) : undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id: string) {
      const payload = store.get(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id: string) {
      store.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    },
  });
}

/** A browser's cookies for the provider's origin (names are unique there, so paths are not tracked). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split('=');
        if (/^max-age$/i.test(key ?? '')) return Number(val) <= 0;
        if (/^expires$/i.test(key ?? '')) return Date.parse(val ?? '') <= Date.now();
        return false;
      });
      const joined = value.join('=');
      if (expired || joined === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), joined);
    }
  }
}

/** How the next sign-in at the provider ends: the person signs in as this account, or refuses. */
export type ProviderLogin = { as: OidcAccount } | { deny: true };

/**
 * A real OpenID Connect provider (node-oidc-provider) on a loopback port, with one confidential
 * client whose redirect URI is our callback. Its login and consent screens are answered by a
 * small route on the same server, for the account the test chose for that sign-in.
 */
export async function startOidcProvider() {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, OidcAccount>();
  let nextLogin: ProviderLogin | undefined;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [OIDC_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // What better-auth's generic OAuth sends by default when it has a client secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    clientBasedCORS: () => false,
    renderError: async (ctx: { type: string; body: unknown }, out: unknown) => {
      ctx.type = 'json';
      ctx.body = out;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });

  /** Our login and consent screens: the person chosen by the test signs in and allows the request. */
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const login = nextLogin;
    if (!login) throw new Error('the test did not say who signs in at the provider');
    if ('deny' in login) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person refused to sign in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const details = await provider.interactionDetails(req, res);
    // The authorization request's parameters are untyped in the provider's declarations.
    const { client_id: clientId, scope } = details.params as { client_id: string; scope: string };
    const accountId = details.session?.accountId ?? login.as.sub;
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId: OIDC_CLIENT_ID,
    clientSecret,
    /** The app's provider configuration for this provider. */
    config: (name = 'Test SSO') => ({ issuer, clientId: OIDC_CLIENT_ID, clientSecret, name }),

    /**
     * Plays the browser at the provider: opens the authorization URL with a fresh cookie jar,
     * passes its login and consent as `login` says, and returns the redirect back to our app.
     */
    async authorize(authorizationUrl: string, login: ProviderLogin): Promise<URL> {
      if ('as' in login) accounts.set(login.as.sub, login.as);
      nextLogin = login;
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.store(res);
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) {
          throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
        }
        await res.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error('the provider kept redirecting');
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;

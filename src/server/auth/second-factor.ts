import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins/two-factor';
import { secondFactorPath } from '../../common/sign-in';

type HookContext = {
  path?: string;
  headers?: Headers;
  context: { newSession?: { session: { token: string } } | null; returned?: unknown };
};

/** A provider's callback: the browser arrives by redirect and leaves by redirect. */
const PROVIDER_CALLBACK = '/callback/:id';

/**
 * Ways in that start a session without the password form. better-auth's two-factor plugin asks
 * for the second factor only after the password form; these must ask too.
 */
function isOtherSignIn(ctx: HookContext): boolean {
  if (ctx.path === '/sign-in/email-otp' || ctx.path === PROVIDER_CALLBACK) return true;
  // A verification link signs in only when it started a new session; one that refreshes the
  // session the request already carried is not a sign-in.
  if (ctx.path === '/verify-email') {
    const token = ctx.context.newSession?.session.token;
    return Boolean(token) && !(ctx.headers?.get('cookie') ?? '').includes(token as string);
  }
  return false;
}

/**
 * Extends the two-factor plugin's after-sign-in hook (which deletes the new session, sets the
 * short-lived two-factor cookie and answers `twoFactorRedirect`) to every way in, so an account
 * with a second factor is asked for it whichever first factor was used.
 */
export function askOnEveryWayIn<P extends ReturnType<typeof twoFactor>>(plugin: P): P {
  for (const hook of plugin.hooks.after) {
    const own = hook.matcher;
    hook.matcher = (ctx) => own(ctx) || isOtherSignIn(ctx as unknown as HookContext);
  }
  return plugin;
}

/** The page of this site a redirect was headed for (path, query, fragment); null for any other. */
function samePagePath(location: string | null | undefined, base: URL): string | null {
  if (!location) return null;
  try {
    const url = new URL(location, base);
    return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A provider's callback (and a verification link) answers with a redirect, so the two-factor
 * answer above would land on the callback URL as if signed in. This sends the browser to the
 * sign-in page's code step instead, carrying the page the sign-in was headed for; the two-factor
 * cookie is already set. Runs after the two-factor plugin's hook.
 */
export function secondFactorRedirect(): BetterAuthPlugin {
  return {
    id: 'someday-second-factor-redirect',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === PROVIDER_CALLBACK || ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as
              | { twoFactorRedirect?: unknown; twoFactorMethods?: unknown }
              | undefined;
            if (!returned || typeof returned !== 'object' || returned.twoFactorRedirect !== true) return;
            const methods = Array.isArray(returned.twoFactorMethods)
              ? returned.twoFactorMethods.filter((m): m is string => typeof m === 'string')
              : [];
            const base = new URL(ctx.context.baseURL);
            const returnTo = samePagePath(ctx.context.responseHeaders?.get('location'), base);
            ctx.setHeader('location', new URL(secondFactorPath(methods, returnTo), base).toString());
          }),
        },
      ],
    },
  };
}

import { createMiddleware } from 'hono/factory';
import { withHeaders } from '../preset-headers';

/** Strict CSP: scripts only from our origin, no inline script; inline styles are kept for Radix positioning. */
function contentSecurityPolicy(secure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The landing page's video plays from YouTube's privacy-enhanced player, and from nowhere else.
    'frame-src https://www.youtube-nocookie.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Every answer's security headers, worked out once. */
export function securityHeaderList(secure: boolean): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(secure)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(secure
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    // Older browsers ignore frame-ancestors; the legacy header must say the same thing.
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // The old XSS auditor did more harm than good; '0' turns it off where it still exists.
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

/** The security headers, on every answer unless a route sets one of them itself. */
export function securityHeaders(secure: boolean) {
  const headers = securityHeaderList(secure);
  return createMiddleware((c, next) => withHeaders(c, next, headers));
}

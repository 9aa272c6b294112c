import { secureHeaders } from 'hono/secure-headers';

/** Strict CSP: scripts only from our origin, no inline script; inline styles are kept for Radix positioning. */
export function securityHeaders(secure: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: secure ? 'max-age=63072000; includeSubDomains' : false,
    // Older browsers ignore frame-ancestors; the legacy header must say the same thing.
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

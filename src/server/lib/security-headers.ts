import type { MiddlewareHandler } from 'hono';

/**
 * A CSP a Vite-built SPA with Ionic can live with: scripts only from this origin, inline styles allowed
 * (Ionic and Swagger UI set them), images from data: and blob: (QR codes, camera snapshots), and
 * data: fetches for Ionicons' inlined SVGs. The camera itself is gated by Permissions-Policy.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "font-src 'self' data:",
  // http: lets a packing station send own-fleet labels as ZPL straight to its printer on the LAN when the
  // server is out of reach (printer addresses are the admin's, over plain HTTP; no CSP source can say "LAN only",
  // and a per-printer list would freeze in the precached shell: ADR 0031).
  "connect-src 'self' data: http:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Only the app frames itself: a packing station prints its shipping labels from a hidden frame of the label page.
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Content-Security-Policy', CSP);
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    if (c.req.path.startsWith('/v1/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
